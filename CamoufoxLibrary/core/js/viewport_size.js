() => ({width: innerWidth, height: innerHeight})
