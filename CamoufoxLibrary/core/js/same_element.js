(found, wanted) => found === wanted
