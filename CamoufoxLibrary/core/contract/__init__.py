"""What every layer of the core agrees on, and imports nothing above it.

Errors and envelopes, the closed vocabularies, the settings, the tool registry and
the checking of a call's arguments, one call's run (``calls``), ids, deadlines and
the rule of every written path (``files``).
"""
