el => (el ? {x: el.scrollLeft, y: el.scrollTop} : {x: scrollX, y: scrollY})
