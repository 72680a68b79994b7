el => { const had = el.getRootNode().activeElement === el; el.blur(); return had; }
