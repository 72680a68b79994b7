"""Healing: the element a selector found, remembered, and found again when the selector
breaks (docs/healing.md).

Below ``browser/``: it works on a Playwright page or frame and the store's file, and the
instances hold the run's ``Healer``.
"""
