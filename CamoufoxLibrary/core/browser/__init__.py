"""Instances and what they own: the manager (names, the cap, launching, connecting,
sharing), one instance's pages, frames and selection, its modal state and trace, the
context options it emulates, profile-dir locks and page logs.
"""
