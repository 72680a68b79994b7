el => { el.focus(); return el.getRootNode().activeElement === el; }
