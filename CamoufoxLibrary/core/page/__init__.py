"""Working on one page: resolving a tool's target, finding, reading and waiting for
elements, acting on them (with the modal race, file choosers, text entry, keys,
synthetic mouse events), and explaining why an action timed out.
"""
