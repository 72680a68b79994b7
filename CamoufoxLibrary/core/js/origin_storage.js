(args) => (!location.origin || location.origin === 'null') ? null : [location.origin, ((args) => { /* body */ })(args)]
