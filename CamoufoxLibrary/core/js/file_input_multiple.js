input => input.multiple
