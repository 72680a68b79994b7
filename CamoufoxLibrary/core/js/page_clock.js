() => [Intl.DateTimeFormat().resolvedOptions().timeZone, new Date().toISOString()]
