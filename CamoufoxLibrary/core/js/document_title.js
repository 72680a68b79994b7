() => document.title
