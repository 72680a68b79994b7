"""The Robot keywords: one class per tool module of the core, none touches Playwright.

Each keyword is derived from its tool (``derive.py``); the intended differences are
listed in the ledger (``keywordspec/ledger.py``); ``groups.py`` lists the classes the library is made of.
"""
