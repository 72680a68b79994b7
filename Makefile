# Two commands on a fresh Debian machine: `make demo` and `make test`.
SHELL := /bin/bash
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
RESULTS ?= results
N ?= 30
ROUNDS ?= 3
OVERHEAD_N ?= 300
REMOTE_N ?= 10

.PHONY: setup firefox haproxy demo test lint analyze format utest atest atest-pabot atest-fleet docs docs-check bench bench-fleet bench-smoke clean

setup: firefox haproxy $(STAMP)

# Firefox ESR from the distribution when no Firefox is on PATH (Playwright drives it
# over WebDriver BiDi; nothing downloads a browser).
firefox:
	@if command -v firefox >/dev/null || command -v firefox-esr >/dev/null; then \
	  echo "firefox: $$(command -v firefox || command -v firefox-esr)"; \
	else \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq firefox-esr; \
	fi

# HAProxy from the distribution when there is none (/usr/sbin is not on a user's PATH
# on Debian): utest/test_deploy.py checks deploy/haproxy/haproxy.cfg with it and runs it
# in front of stand-in servers. The tests start haproxy themselves; the service Debian's
# package may start uses /etc/haproxy/haproxy.cfg, which binds none of our ports.
haproxy:
	@if command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ]; then \
	  echo "haproxy: $$(command -v haproxy || echo /usr/sbin/haproxy)"; \
	else \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq haproxy; \
	fi

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev,bench]'
	touch $(STAMP)

# --pythonpath .: the test support (testsupport/) the demo and atest import, not installed.
demo: setup
	$(PY) -m robot --pythonpath . --outputdir $(RESULTS)/demo examples/demo.robot
	@echo "log: $(abspath $(RESULTS)/demo/log.html)"

test: setup lint analyze utest atest atest-pabot atest-fleet docs-check bench-smoke

lint: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

# RobotCode's static analysis (what VS Code shows as one types): every keyword the examples
# and atest call exists and gets arguments it takes. The examples must be clean; atest
# suites set some variables at run time (Set Suite Variable), which the analysis cannot see.
analyze: setup
	$(VENV)/bin/robotcode analyze code --pythonpath . examples
	$(VENV)/bin/robotcode analyze code --pythonpath . \
	  --modifiers-ignore VariableNotFound --modifiers-ignore VariableNotReplaced atest

format: setup
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

# The tests that need no browser first (fast; they pass without Firefox), then the others.
utest: setup
	$(PY) -m pytest -q -m "not browser" utest
	$(PY) -m pytest -q -m browser utest

atest: setup
	$(PY) -m robot --pythonpath . --outputdir $(RESULTS)/atest --loglevel DEBUG:INFO atest

# One real pabot run (pabot --processes 2 --testlevelsplit) of atest-pabot/parallel.robot,
# with one browser server for its remote instances; then checks the merged output.xml
# and that /proc shows no browser process left by any of pabot's processes.
atest-pabot: setup
	$(PY) atest-pabot/run.py --processes 2 --outdir $(RESULTS)/atest-pabot

# The fleet, short (docs/fleet.md): pabot --testlevelsplit on 20 tests against 3
# camoufox-servers behind HAProxy (deploy/haproxy/haproxy.cfg), one server killed mid-run
# and restarted, a --rerunfailed pass, a full fleet; then nothing may be left.
atest-fleet: setup
	$(PY) atest-pabot/fleet.py --tests 20 --processes 2 --outdir $(RESULTS)/atest-fleet

# Keywords against raw Playwright, step by step (bench/README.md): N iterations per round.
# Then what the keyword path adds inside one Robot run (bench/overhead.py), instances
# sharing a browser (bench/contexts.py), remote instances against local ones (bench/remote.py),
# the identity probe with what each emulation option changes (bench/identity.py), what
# recording fingerprints and healing cost (bench/healing.py), and Navigate taken apart
# (bench/navigate.py).
bench: setup
	$(PY) bench/run.py -n $(N) --rounds $(ROUNDS) --outdir $(RESULTS)/bench
	$(PY) bench/overhead.py -n $(OVERHEAD_N) --outdir $(RESULTS)/bench
	$(PY) bench/contexts.py --outdir $(RESULTS)/bench
	$(PY) bench/remote.py -n $(REMOTE_N) --outdir $(RESULTS)/bench
	$(PY) bench/identity.py --outdir $(RESULTS)/bench
	$(PY) bench/healing.py --outdir $(RESULTS)/bench
	$(PY) bench/navigate.py --outdir $(RESULTS)/bench

# Suite throughput on a fleet (bench/fleet.py, docs/fleet.md): a 100-test suite under pabot
# --testlevelsplit, launch per test against 1, 2 and 3 camoufox-servers behind HAProxy,
# and the Browser library's two setups where its venv exists (bench/browser_peer.md).
# About 15 minutes a round on 2 cores.
bench-fleet: setup
	$(PY) bench/fleet.py --tests 100 --processes 2 --rounds $(ROUNDS) --out $(RESULTS)/bench-fleet

# `make test` runs the benchmark once with N=2 so it never rots: every step must run on
# both sides and the tables must be written. No time is asserted.
bench-smoke: setup
	@rm -f $(RESULTS)/bench-smoke/bench.md
	$(PY) bench/run.py -n 2 --rounds 1 --launches 1 --outdir $(RESULTS)/bench-smoke >/dev/null
	@grep -q '^| Snapshot | ' $(RESULTS)/bench-smoke/bench.md
	$(PY) bench/overhead.py -n 3 --after 3 --outdir $(RESULTS)/bench-smoke >/dev/null
	$(PY) bench/contexts.py -n 1 --suite-tests 2 --rounds 1 --outdir $(RESULTS)/bench-smoke >/dev/null
	$(PY) bench/remote.py -n 1 --outdir $(RESULTS)/bench-smoke >/dev/null
	$(PY) bench/identity.py -n 2 --outdir $(RESULTS)/bench-smoke >/dev/null
	$(PY) bench/healing.py -n 1 --outdir $(RESULTS)/bench-smoke >/dev/null
	@echo "bench-smoke: $(abspath $(RESULTS)/bench-smoke/bench.md)"

docs: setup
	$(PY) docs/build.py

docs-check: setup
	$(PY) docs/build.py --check

clean:
	rm -rf $(RESULTS) .pytest_cache .ruff_cache
