"""What a site sees of the browser: the identity probe, the rules it must keep, what a
test pins of it, and two identities compared. Above ``page`` (the probe runs in one),
below ``tools``; the rules, the expectations and the comparison are pure.
"""
