"""Test support shared by utest, atest, bench and the demo; not part of the library.

- ``testsupport.server``: the fixture HTTP server (and its Robot library),
- ``testsupport.waiting``: ``wait_until``, the one polling loop of the tests,
- ``testsupport.envelopes``: envelope builders and checks.

Importable from the repository root: pytest has ``pythonpath = ["."]``, Robot runs get
``--pythonpath .``, ``python -m robot`` and the bench scripts put the root on sys.path.
"""
