([area, ...args]) => (!location.origin || location.origin === 'null') ? null : [location.origin, ((storage, args) => { /* body */ })(window[`${area}Storage`], args)]
