"""What a caller writes, parsed and checked without a browser: pure functions.

Selectors and their Python rendering, URLs and URL patterns, snapshot refs, time zone
names, and the JSON files a tool reads (a storage state, a HAR file).
"""
