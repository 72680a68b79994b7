"""deploy/: what users copy to run a fleet of camoufox-server, checked without a cluster.

- ``deploy/haproxy/haproxy.cfg``: ``haproxy -c`` accepts it as shipped and with its
  addresses from the environment (as the fleet test sets them); a real haproxy on it, in
  front of three stand-in servers (sockets, no browser), sends ``GET /health``, takes a
  server out when it answers 503 or dies, and queues a client rather than give a server
  more than its maxconn.
- ``deploy/kubernetes/``: every manifest validates against the schemas of Kubernetes
  ``KUBERNETES`` (kubernetes-validate, strict: a field the schema lacks fails), and the
  pieces agree: the NetworkPolicy admits only the client label on the server port, the
  probes ask the container port for /health, the server's arguments are ones
  camoufox-server takes and --max-connections is HAProxy's maxconn.
- ``deploy/container/Dockerfile``: its user is the pods' runAsUser.
"""

from __future__ import annotations

import copy
import csv
import io
import os
import re
import shutil
import socket
import subprocess
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import kubernetes_validate
import pytest
import yaml

from testsupport.server import free_port
from testsupport.waiting import wait_until

ROOT = Path(__file__).resolve().parents[1]
DEPLOY = ROOT / "deploy"
HAPROXY_CFG = DEPLOY / "haproxy" / "haproxy.cfg"
KUBE = DEPLOY / "kubernetes"
DOCKERFILE = DEPLOY / "container" / "Dockerfile"
# The oldest Kubernetes whose schemas kubernetes-validate 1.37 ships: what validates
# there validates on the newer ones too, for the stable APIs these manifests use.
KUBERNETES = "1.34.0"
MANIFESTS = sorted(p for p in KUBE.glob("*.yaml") if p.name != "kustomization.yaml")
CLIENT_LABEL = {"camoufox-fleet/client": "true"}
# haproxy.cfg's addresses, each "${NAME-default}"; FLEET_MAXCONN is the per-server limit.
FLEET_ADDRESSES = (
    "FLEET_BIND",
    "FLEET_SERVER_1",
    "FLEET_SERVER_2",
    "FLEET_SERVER_3",
    "FLEET_STATS",
)
# Debian puts it in /usr/sbin, which is not on a user's PATH.
HAPROXY = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin")
needs_haproxy = pytest.mark.skipif(
    HAPROXY is None, reason="haproxy is not installed (`make setup` installs Debian's)"
)


# --- HAProxy -----------------------------------------------------------------------


def haproxy_default(name: str) -> str:
    """The default of ``"${name-default}"`` in haproxy.cfg (its comments left out)."""
    config = re.sub(r"^\s*#.*$", "", HAPROXY_CFG.read_text(), flags=re.MULTILINE)
    found = re.findall(r'"\$\{' + name + r"-([^}]*)\}\"", config)
    assert len(found) == 1, f"{name} should appear once in haproxy.cfg with a default: {found}"
    return found[0]


def shipped_environment() -> dict[str, str]:
    """This process's environment without FLEET_* variables: haproxy.cfg's defaults hold."""
    return {k: v for k, v in os.environ.items() if not k.startswith("FLEET_")}


def haproxy_check(**env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [HAPROXY or "haproxy", "-c", "-f", str(HAPROXY_CFG)],
        env={**shipped_environment(), **env},
        capture_output=True,
        text=True,
        timeout=30,
    )


@needs_haproxy
def test_haproxy_accepts_the_config_as_shipped() -> None:
    done = haproxy_check()
    assert done.returncode == 0, done.stdout + done.stderr
    assert "WARNING" not in done.stdout + done.stderr, done.stdout + done.stderr


@needs_haproxy
def test_haproxy_takes_every_address_from_the_environment() -> None:
    ports = {name: f"127.0.0.1:{free_port()}" for name in FLEET_ADDRESSES}
    done = haproxy_check(**ports, FLEET_MAXCONN="2")
    assert done.returncode == 0, done.stdout + done.stderr
    broken = haproxy_check(FLEET_SERVER_2="127.0.0.1:not-a-port")
    assert broken.returncode != 0, "haproxy -c ignored FLEET_SERVER_2"
    assert "not-a-port" in broken.stdout + broken.stderr


def test_haproxy_defaults_are_the_documented_ones() -> None:
    assert haproxy_default("FLEET_BIND") == "127.0.0.1:9300"
    servers = [haproxy_default(f"FLEET_SERVER_{n}") for n in (1, 2, 3)]
    assert servers == ["127.0.0.1:9301", "127.0.0.1:9302", "127.0.0.1:9303"]
    assert haproxy_default("FLEET_STATS").startswith("127.0.0.1:"), "stats on the loopback"
    # HAProxy reads a maxconn that is not a number as 0: no limit at all.
    assert haproxy_default("FLEET_MAXCONN").isdigit()


class StandIn:
    """A camoufox-server stand-in on 127.0.0.1: ``GET /health`` answers ``health``; any
    other connection is a session, held open until its client closes it."""

    def __init__(self) -> None:
        self.health = 200
        self.checks: list[bytes] = []  # the health requests, as received
        self.sessions: list[socket.socket] = []
        self._lock = threading.Lock()
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(0.1)
        self.address = f"127.0.0.1:{self._listener.getsockname()[1]}"
        self._stopped = threading.Event()
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def open(self) -> int:
        with self._lock:
            return len(self.sessions)

    def _accept(self) -> None:
        while not self._stopped.is_set():
            try:
                conn, _ = self._listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        conn.settimeout(None)
        with conn:
            head = b""
            while b"\r\n\r\n" not in head:
                chunk = conn.recv(4096)
                if not chunk:
                    return
                head += chunk
            if head.startswith(b"GET /health "):
                self.checks.append(head)
                reason = b"OK" if self.health == 200 else b"Service Unavailable"
                body = b'{"status": "ready"}' if self.health == 200 else b'{"status": "draining"}'
                conn.sendall(
                    b"HTTP/1.1 %d %s\r\nContent-Type: application/json\r\n"
                    b"Content-Length: %d\r\nConnection: close\r\n\r\n%s"
                    % (self.health, reason, len(body), body)
                )
                return
            with self._lock:
                self.sessions.append(conn)
            try:
                while conn.recv(4096):
                    pass
            except OSError:
                pass
            finally:
                with self._lock:
                    self.sessions.remove(conn)

    def kill(self) -> None:
        """Stops listening (connections refused, as after a crash) and ends its sessions."""
        self._stopped.set()
        self._listener.close()
        with self._lock:
            for conn in self.sessions:
                conn.shutdown(socket.SHUT_RDWR)


class Fleet:
    """A haproxy on haproxy.cfg in front of three stand-ins, and what it reports."""

    def __init__(self, bind: str, stats: str, servers: list[StandIn], log: Path) -> None:
        self.bind = bind
        self.stats_address = stats
        self.servers = servers
        self.log = log

    def stats(self) -> dict[str, dict[str, str]]:
        """HAProxy's stats CSV: the backend's rows by server name (and ``BACKEND``)."""
        with urllib.request.urlopen(f"http://{self.stats_address}/;csv", timeout=5) as answer:
            text = answer.read().decode().lstrip("# ")
        rows = csv.DictReader(io.StringIO(text))
        return {r["svname"]: r for r in rows if r["pxname"] == "camoufox_servers"}

    def status(self) -> list[str]:
        stats = self.stats()
        return [stats[f"camoufox{n}"]["status"] for n in (1, 2, 3)]

    def connect(self) -> socket.socket:
        """A client's connection through HAProxy, its WebSocket handshake sent."""
        host, port = self.bind.split(":")
        client = socket.create_connection((host, int(port)), timeout=5)
        client.sendall(b"GET /secret HTTP/1.1\r\nHost: fleet\r\nUpgrade: websocket\r\n\r\n")
        return client

    def describe(self) -> str:
        return (
            f"status {self.status()}, sessions {[s.open for s in self.servers]}\n"
            + (self.log.read_text(errors="replace")[-3000:])
        )


@pytest.fixture
def fleet(tmp_path: Path) -> Iterator[Fleet]:
    if HAPROXY is None:
        pytest.skip("haproxy is not installed (`make setup` installs Debian's)")
    servers = [StandIn(), StandIn(), StandIn()]
    bind, stats = (f"127.0.0.1:{free_port()}" for _ in range(2))
    env = {
        **shipped_environment(),
        "FLEET_BIND": bind,
        "FLEET_STATS": stats,
        **{f"FLEET_SERVER_{n}": s.address for n, s in enumerate(servers, 1)},
    }
    log = tmp_path / "haproxy.log"
    with log.open("wb") as out:
        proxy = subprocess.Popen(
            [HAPROXY, "-db", "-f", str(HAPROXY_CFG)], env=env, stdout=out, stderr=out
        )
    fleet = Fleet(bind, stats, servers, log)
    try:

        def all_up() -> bool:
            assert proxy.poll() is None, log.read_text(errors="replace")
            try:
                return fleet.status() == ["UP"] * 3
            except OSError:
                return False

        wait_until(all_up, timeout=15, interval=0.1, message=fleet.describe)
        yield fleet
    finally:
        proxy.terminate()
        proxy.wait(10)
        for server in servers:
            server.kill()


def test_haproxy_checks_get_health_on_every_server(fleet: Fleet) -> None:
    for server in fleet.servers:
        wait_until(lambda s=server: s.checks, timeout=5)
        request_line, *headers = server.checks[-1].decode().split("\r\n")
        assert request_line == "GET /health HTTP/1.1"
        assert any(h.lower().startswith("host: ") for h in headers), headers


def test_haproxy_takes_out_a_draining_server_and_back_again(fleet: Fleet) -> None:
    draining = fleet.servers[1]
    draining.health = 503
    wait_until(lambda: fleet.status()[1] == "DOWN", timeout=5, message=fleet.describe)
    draining.health = 200
    wait_until(lambda: fleet.status()[1] == "UP", timeout=5, message=fleet.describe)


def test_haproxy_takes_out_a_killed_server_within_seconds(fleet: Fleet) -> None:
    # inter 1s, fastinter 500ms, fall 2: out within ~1.5 s; 4 s for a busy machine.
    fleet.servers[2].kill()
    wait_until(lambda: fleet.status()[2] == "DOWN", timeout=4, message=fleet.describe)
    assert fleet.status()[:2] == ["UP", "UP"]


def test_haproxy_queues_a_client_when_every_server_is_full(fleet: Fleet) -> None:
    maxconn = int(haproxy_default("FLEET_MAXCONN"))
    clients = [fleet.connect() for _ in range(3 * maxconn)]
    try:
        wait_until(
            lambda: [s.open for s in fleet.servers] == [maxconn] * 3,
            timeout=5,
            message=fleet.describe,
        )
        clients.append(fleet.connect())  # one too many: it waits in HAProxy's queue
        wait_until(lambda: fleet.stats()["BACKEND"]["qcur"] == "1", message=fleet.describe)
        assert [s.open for s in fleet.servers] == [maxconn] * 3
        clients.pop(0).close()  # a session ends: the queued client takes its slot
        wait_until(
            lambda: (
                fleet.stats()["BACKEND"]["qcur"] == "0"
                and [s.open for s in fleet.servers] == [maxconn] * 3
            ),
            timeout=5,
            message=fleet.describe,
        )
    finally:
        for client in clients:
            client.close()


# --- Kubernetes ----------------------------------------------------------------------


def documents(path: Path) -> list[dict[str, Any]]:
    return [d for d in yaml.safe_load_all(path.read_text()) if d]


def resource(kind: str) -> dict[str, Any]:
    found = [d for p in MANIFESTS for d in documents(p) if d["kind"] == kind]
    assert len(found) == 1, f"one {kind} in deploy/kubernetes, found {len(found)}"
    return found[0]


def container() -> dict[str, Any]:
    (only,) = resource("Deployment")["spec"]["template"]["spec"]["containers"]
    return only


def container_port() -> dict[str, Any]:
    (port,) = container()["ports"]
    return port


def is_container_port(port: int | str) -> bool:
    """A port as a probe or a Service names it: the container's, by number or by name."""
    return port in (container_port()["containerPort"], container_port().get("name"))


def options() -> dict[str, str | bool]:
    """The server's arguments: ``--name value`` as name: value, a lone ``--flag`` as True."""
    found: dict[str, str | bool] = {}
    args = container()["args"]
    for i, arg in enumerate(args):
        if arg.startswith("--"):
            nxt = args[i + 1] if i + 1 < len(args) else "--"
            found[arg] = True if nxt.startswith("--") else nxt
    return found


@pytest.mark.parametrize("path", MANIFESTS, ids=lambda p: p.name)
def test_every_manifest_validates_strictly(path: Path) -> None:
    for document in documents(path):
        kubernetes_validate.validate(document, KUBERNETES, strict=True)


def test_strict_validation_rejects_a_field_the_schema_lacks() -> None:
    deployment = copy.deepcopy(resource("Deployment"))
    deployment["spec"]["template"]["spec"]["containers"][0]["readinesProbe"] = {}
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(deployment, KUBERNETES, strict=True)


def test_the_kustomization_lists_every_manifest_and_names_the_image() -> None:
    (kustomization,) = documents(KUBE / "kustomization.yaml")
    assert sorted(kustomization["resources"]) == sorted(p.name for p in MANIFESTS)
    image_names = [image["name"] for image in kustomization["images"]]
    assert image_names == [container()["image"].split(":")[0]]


def test_the_selectors_select_the_server_pods() -> None:
    deployment = resource("Deployment")
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    selectors = {
        "Deployment": deployment["spec"]["selector"]["matchLabels"],
        "Service": resource("Service")["spec"]["selector"],
        "NetworkPolicy": resource("NetworkPolicy")["spec"]["podSelector"]["matchLabels"],
        "PodDisruptionBudget": resource("PodDisruptionBudget")["spec"]["selector"]["matchLabels"],
    }
    for kind, selector in selectors.items():
        assert selector, f"the {kind} selects every pod"
        assert selector.items() <= labels.items(), f"the {kind} misses the server pods"
    assert CLIENT_LABEL.items() - labels.items(), "the servers must not carry the client label"


def test_the_network_policy_admits_only_clients_on_the_server_port() -> None:
    policy = resource("NetworkPolicy")["spec"]
    assert policy["policyTypes"] == ["Ingress"]
    (rule,) = policy["ingress"]
    assert rule["from"] == [{"podSelector": {"matchLabels": CLIENT_LABEL}}]
    (port,) = rule["ports"]
    assert port.get("protocol", "TCP") == "TCP"
    assert is_container_port(port["port"])


def test_the_service_reaches_the_server_port() -> None:
    service = resource("Service")["spec"]
    assert service.get("type", "ClusterIP") == "ClusterIP"
    (port,) = service["ports"]
    assert port["port"] == 9222
    assert is_container_port(port["targetPort"])


def test_the_probes_ask_the_container_port_for_health() -> None:
    for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
        get = container()[probe]["httpGet"]
        assert get["path"] == "/health", probe
        assert is_container_port(get["port"]), probe


def test_the_liveness_probe_outlasts_a_recycle() -> None:
    liveness = container()["livenessProbe"]
    patience = liveness["periodSeconds"] * liveness["failureThreshold"]
    assert patience > float(options()["--drain-timeout"]) + 60, "a recycle would be killed"


def test_the_server_arguments_are_camoufox_servers() -> None:
    cli = pytest.importorskip("CamoufoxLibrary.server.cli")
    parsed = cli.parser().parse_args(container()["args"])  # an unknown one exits
    assert parsed.port == container_port()["containerPort"]
    assert parsed.host == "0.0.0.0" and parsed.allow_remote_bind


def test_the_server_listens_on_the_container_port_for_everyone() -> None:
    given = options()
    assert given["--port"] == str(container_port()["containerPort"])
    assert given["--host"] == "0.0.0.0"
    assert given["--allow-remote-bind"] is True


def test_max_connections_is_haproxys_maxconn() -> None:
    assert options()["--max-connections"] == haproxy_default("FLEET_MAXCONN")


def test_the_path_comes_from_the_secret() -> None:
    assert "--path" not in options(), "a --path argument shows the secret in the pod's spec"
    (env,) = [e for e in container()["env"] if e["name"] == "CAMOUFOX_SERVER_PATH"]
    ref = env["valueFrom"]["secretKeyRef"]
    secret = resource("Secret")
    assert ref["name"] == secret["metadata"]["name"]
    path = secret["stringData"][ref["key"]]
    # camoufox-server's rule (server/options.py).
    assert re.fullmatch(r"/[^\s?#]*", path), path


def test_termination_waits_for_the_sessions() -> None:
    pod = resource("Deployment")["spec"]["template"]["spec"]
    script = container()["lifecycle"]["preStop"]["exec"]["command"][-1]
    compile(script, "preStop", "exec")
    deadline = int(re.search(r"^DEADLINE = (\d+)$", script, re.MULTILINE)[1])
    pause = sum(int(s) for s in re.findall(r"time\.sleep\((\d+)\)", script))
    assert f"127.0.0.1:{container_port()['containerPort']}/health" in script
    # After the hook: SIGTERM, and the server closes its browser (some seconds).
    assert pod["terminationGracePeriodSeconds"] >= pause + deadline + 15


def test_the_pods_run_unprivileged_with_a_writable_tmp() -> None:
    pod = resource("Deployment")["spec"]["template"]["spec"]
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["runAsUser"] > 0
    assert pod["automountServiceAccountToken"] is False
    context = container()["securityContext"]
    assert context["readOnlyRootFilesystem"] is True
    assert context["allowPrivilegeEscalation"] is False
    assert context["capabilities"]["drop"] == ["ALL"]
    volumes = {v["name"]: v for v in pod["volumes"]}
    mounts = {m["mountPath"]: m["name"] for m in container()["volumeMounts"]}
    assert "emptyDir" in volumes[mounts["/tmp"]]


# --- the image ---------------------------------------------------------------------


def test_the_image_user_is_the_pods_run_as_user() -> None:
    dockerfile = DOCKERFILE.read_text()
    (user,) = re.findall(r"^USER (\d+)(?::\d+)?$", dockerfile, re.MULTILINE)
    run_as = resource("Deployment")["spec"]["template"]["spec"]["securityContext"]["runAsUser"]
    assert int(user) == run_as
    assert f"--uid {run_as} " in dockerfile
    assert re.search(r'^ENTRYPOINT \[.*"camoufox-server"\]$', dockerfile, re.MULTILINE)
    assert re.search(r"^FROM debian:bookworm-slim$", dockerfile, re.MULTILINE)
