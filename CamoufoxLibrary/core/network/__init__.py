"""An instance's network parts: its routes, its waits for requests, responses and
downloads, and requests and responses as data. Each part is built from the browser
context it serves and never imports the instance that owns it.
"""
