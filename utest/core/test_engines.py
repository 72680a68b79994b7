"""Engine discovery and the Camoufox launcher, without a real browser or the network.

Camoufox's launcher downloads things (its browser, uBlock Origin, a fingerprint
model, GeoIP data) when they are missing. Every test here runs with the network
blocked (``_no_network``) and with camoufox's cache directory moved into a temporary
directory (``camoufox_cache``); a test fails if anything tries to connect or
download. The launch-option tests run camoufox's own ``launch_options()`` against a
fake Camoufox build (``fake_build``: application.ini, properties.json, fontconfig)
and a fake Playwright that records what it is asked to launch.
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import os
import pwd
import shutil
import socket
from pathlib import Path
from typing import Any

import pytest

from CamoufoxLibrary.core import ToolCore, engines
from CamoufoxLibrary.core.contract.errors import BinaryNotFound, InvalidParams
from CamoufoxLibrary.core.contract.vocabulary import ENGINES
from CamoufoxLibrary.core.engines import (
    camoufox_errors,
    camoufox_install,
    camoufox_launch,
    camoufox_options,
    processes,
)

TAG = processes.TAG_VARIABLE
BUILD_VERSION = "135.0.1"
# The fake properties.json: real builds declare every property with its type.
PROPERTIES = [{"property": "myProp", "type": "bool"}]

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")  # camoufox's LeakWarnings


# --- isolation: no network, no writes outside tmp_path ------------------------------


class NetworkAttempt(AssertionError):
    pass


@pytest.fixture(autouse=True)
def _no_network(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Blocks every non-loopback connection and every HTTP request; fails the test on one."""
    attempts: list[Any] = []
    loopback = {"127.0.0.1", "::1", "localhost"}
    real_connect = socket.socket.connect
    real_getaddrinfo = socket.getaddrinfo

    def connect(sock: socket.socket, address: Any) -> Any:
        host = address[0] if isinstance(address, tuple) else address
        if isinstance(host, str) and host not in loopback and not host.startswith("/"):
            attempts.append(("connect", address))
            raise NetworkAttempt(f"test tried to connect to {address}")
        return real_connect(sock, address)

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        if host not in loopback and host is not None:
            attempts.append(("dns", host))
            raise socket.gaierror(f"test tried to resolve {host}")
        return real_getaddrinfo(host, *args, **kwargs)

    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    import requests

    def request(self: Any, method: str, url: str, *args: Any, **kwargs: Any) -> Any:
        attempts.append(("http", method, url))
        raise NetworkAttempt(f"test tried to download {url}")

    monkeypatch.setattr(requests.Session, "request", request)
    yield attempts
    assert not attempts, f"a test reached for the network: {attempts}"


@pytest.fixture(autouse=True)
def camoufox_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """camoufox's user cache (installs, add-ons, fontconfig) and HOME, inside tmp_path."""
    from camoufox import addons, multiversion, pkgman, utils

    cache = tmp_path / "camoufox-cache"
    cache.mkdir()
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    for module in (pkgman, utils, multiversion):
        monkeypatch.setattr(module, "INSTALL_DIR", cache)
    monkeypatch.setattr(addons, "ADDONS_DIR", cache / "addons")
    monkeypatch.setattr(multiversion, "BROWSERS_DIR", cache / "browsers")
    monkeypatch.setattr(multiversion, "CONFIG_FILE", cache / "config.json")
    monkeypatch.setattr(multiversion, "REPO_CACHE_FILE", cache / "repo_cache.json")
    monkeypatch.setattr(multiversion, "COMPAT_FLAG", cache / ".0.5_FLAG")
    monkeypatch.delenv("CAMOUFOX_EXECUTABLE_PATH", raising=False)
    return cache


def write_executable(path: Path, text: str = "#!/bin/sh\nexit 1\n") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(0o755)
    return path


def make_build(directory: Path, *, name: str = "Camoufox") -> Path:
    """A fake Camoufox build: what launch_options() reads beside the binary."""
    for os_dir in ("linux", "macos", "windows"):  # the preset's OS picks one
        (directory / "fontconfig" / os_dir).mkdir(parents=True)
        (directory / "fontconfig" / os_dir / "fonts.conf").write_text(
            '<?xml version="1.0"?><fontconfig><dir prefix="cwd">fonts</dir></fontconfig>'
        )
    (directory / "properties.json").write_text(json.dumps(PROPERTIES))
    (directory / "application.ini").write_text(
        f"[App]\nVendor=Mozilla\nName={name}\nVersion={BUILD_VERSION}\n"
    )
    return write_executable(directory / "camoufox-bin")


@pytest.fixture
def fake_build(tmp_path: Path, camoufox_cache: Path) -> Path:
    """A Camoufox build at an explicit path, and the uBlock add-on `camoufox fetch` installs."""
    ubo = camoufox_cache / "addons" / "UBO"
    ubo.mkdir(parents=True)
    (ubo / "manifest.json").write_text("{}")
    return make_build(tmp_path / "build")


# --- a Playwright that records -------------------------------------------------------


class FakeContext:
    def __init__(self, browser: FakeBrowser | None, kwargs: dict[str, Any]) -> None:
        self.browser = browser
        self.kwargs = kwargs


class FakeBrowser:
    version = "135.0.1-camoufox"

    def __init__(self) -> None:
        self.contexts: list[FakeContext] = []
        self.closed = False

    async def new_context(self, **kwargs: Any) -> FakeContext:
        context = FakeContext(self, kwargs)
        self.contexts.append(context)
        return context

    async def close(self) -> None:
        self.closed = True


class FakeFirefox:
    executable_path = "/nonexistent/playwright/firefox"

    def __init__(self, fail: BaseException | None = None) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.fail = fail

    async def launch(self, **kwargs: Any) -> FakeBrowser:
        self.calls.append(("launch", kwargs))
        if self.fail:
            raise self.fail
        return FakeBrowser()

    async def launch_persistent_context(self, **kwargs: Any) -> FakeContext:
        self.calls.append(("launch_persistent_context", kwargs))
        if self.fail:
            raise self.fail
        return FakeContext(None, kwargs)


class FakePlaywright:
    def __init__(self, fail: BaseException | None = None) -> None:
        self.firefox = FakeFirefox(fail)


def tagged_env(tmp_path: Path) -> dict[str, str]:
    return {"HOME": str(tmp_path / "home"), "PATH": "/usr/bin:/bin", TAG: "owner:tag-1"}


def launch(
    playwright: FakePlaywright,
    executable_path: str | Path | None,
    tmp_path: Path,
    *,
    options: dict[str, Any] | None = None,
    profile_dir: str | None = None,
    proxy: dict[str, Any] | None = None,
    env: dict[str, str] | None = None,
) -> Any:
    return asyncio.run(
        camoufox_launch.launch(
            playwright,  # type: ignore[arg-type]
            str(executable_path) if executable_path else None,
            headless=True,
            profile_dir=profile_dir,
            env=env or tagged_env(tmp_path),
            proxy=proxy,
            options=options if options is not None else {},
        )
    )


# Offline fingerprint: a bundled preset instead of fpgen (whose model is downloaded),
# and no WebGL (also drawn from fpgen's model).
OFFLINE = {"fingerprint_preset": True, "block_webgl": True}


def camou_config(env: dict[str, str]) -> dict[str, Any]:
    chunks = sorted(
        (int(key.rsplit("_", 1)[1]), value)
        for key, value in env.items()
        if key.startswith("CAMOU_CONFIG_")
    )
    return json.loads("".join(value for _, value in chunks))


# --- engine discovery ----------------------------------------------------------------


@pytest.fixture
def fake_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty PATH directory; tests put fake firefox scripts in it."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    monkeypatch.setenv("PATH", str(bin_dir))
    return bin_dir


@pytest.fixture
def no_camoufox(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(camoufox_install, "installed_binary", lambda: None)


@pytest.fixture
def with_camoufox(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    binary = str(make_build(tmp_path / "installed"))
    monkeypatch.setattr(camoufox_install, "installed_binary", lambda: binary)
    return binary


def test_auto_prefers_installed_camoufox(fake_path: Path, with_camoufox: str) -> None:
    write_executable(fake_path / "firefox")
    choice = engines.find_engine("auto", None, None)
    assert choice == engines.EngineChoice("camoufox", with_camoufox)


def test_auto_uses_firefox_on_path_without_camoufox(fake_path: Path, no_camoufox: None) -> None:
    esr = write_executable(fake_path / "firefox-esr")
    assert engines.find_engine("auto", None, None) == engines.EngineChoice("firefox", str(esr))
    plain = write_executable(fake_path / "firefox")
    assert engines.find_engine("auto", None, None) == engines.EngineChoice("firefox", str(plain))


def test_auto_falls_back_to_playwright_firefox(
    fake_path: Path, no_camoufox: None, tmp_path: Path
) -> None:
    build = write_executable(tmp_path / "ms-playwright" / "firefox")
    choice = engines.find_engine("auto", None, str(build))
    assert choice == engines.EngineChoice("playwright-firefox", str(build))


def test_auto_with_nothing_installed_says_what_was_tried(
    fake_path: Path, no_camoufox: None, tmp_path: Path
) -> None:
    missing = str(tmp_path / "ms-playwright" / "firefox")
    with pytest.raises(BinaryNotFound) as caught:
        engines.find_engine("auto", None, missing)
    message = str(caught.value)
    for tried in ("camoufox:", "firefox-esr", "playwright-firefox:", missing):
        assert tried in message
    for advice in (
        "python -m camoufox fetch",
        "apt-get install firefox-esr",
        "python -m playwright install firefox",
    ):
        assert advice in message


def test_forced_camoufox_without_install(fake_path: Path, no_camoufox: None) -> None:
    write_executable(fake_path / "firefox")
    with pytest.raises(BinaryNotFound) as caught:
        engines.find_engine("camoufox", None, None)
    assert "python -m camoufox fetch" in str(caught.value)
    assert "apt-get" not in str(caught.value)


def test_forced_engines_skip_the_others(
    fake_path: Path, with_camoufox: str, tmp_path: Path
) -> None:
    firefox = write_executable(fake_path / "firefox")
    pw_build = write_executable(tmp_path / "ms-playwright" / "firefox")
    assert engines.find_engine("firefox", None, str(pw_build)) == engines.EngineChoice(
        "firefox", str(firefox)
    )
    assert engines.find_engine("playwright-firefox", None, str(pw_build)) == (
        engines.EngineChoice("playwright-firefox", str(pw_build))
    )
    assert engines.find_engine("camoufox", None, str(pw_build)).name == "camoufox"


def test_forced_firefox_missing(fake_path: Path, with_camoufox: str) -> None:
    with pytest.raises(BinaryNotFound) as caught:
        engines.find_engine("firefox", None, None)
    assert "apt-get install firefox-esr" in str(caught.value)
    assert "camoufox:" not in str(caught.value)


def test_forced_playwright_firefox_missing(fake_path: Path, no_camoufox: None) -> None:
    write_executable(fake_path / "firefox")
    with pytest.raises(BinaryNotFound) as caught:
        engines.find_engine("playwright-firefox", None, "/nonexistent/firefox")
    assert "python -m playwright install firefox" in str(caught.value)


def test_executable_path_must_be_an_executable_file(tmp_path: Path, no_camoufox: None) -> None:
    with pytest.raises(BinaryNotFound, match="not an executable file"):
        engines.find_engine("auto", str(tmp_path / "missing"), None)
    plain = tmp_path / "firefox"
    plain.write_text("not executable")
    with pytest.raises(BinaryNotFound, match="not an executable file"):
        engines.find_engine("firefox", str(plain), None)
    with pytest.raises(BinaryNotFound):
        engines.find_engine("auto", str(tmp_path), None)  # a directory


def test_executable_path_engine_detection(tmp_path: Path, with_camoufox: str) -> None:
    camoufox = make_build(tmp_path / "my-camoufox")
    stock = write_executable(tmp_path / "stock" / "firefox")
    (stock.parent / "application.ini").write_text("[App]\nVendor=Mozilla\nName=Firefox\n")
    assert engines.find_engine("auto", str(camoufox), None) == engines.EngineChoice(
        "camoufox", str(camoufox)
    )
    assert engines.find_engine("auto", str(stock), None) == engines.EngineChoice(
        "firefox", str(stock)
    )
    # A forced engine keeps the user's binary whatever it is.
    assert engines.find_engine("firefox", str(camoufox), None).name == "firefox"


def test_executable_path_symlink_to_camoufox_is_camoufox(tmp_path: Path) -> None:
    camoufox = make_build(tmp_path / "opt" / "camoufox")
    link = tmp_path / "bin" / "camoufox"
    link.parent.mkdir()
    link.symlink_to(camoufox)
    assert engines.find_engine("auto", str(link), None).name == "camoufox"


@pytest.mark.parametrize("engine", ["chrome", "", "Camoufox", "playwright_firefox"])
def test_bad_engine_name(engine: str) -> None:
    with pytest.raises(InvalidParams) as caught:
        engines.find_engine(engine, None, None)
    for allowed in ENGINES:
        assert allowed in str(caught.value)


# --- installed_binary: read-only ----------------------------------------------------


def install_versioned(cache: Path, repo: str, folder: str, version: str, build: str) -> Path:
    directory = cache / "browsers" / repo / folder
    directory.mkdir(parents=True)
    (directory / "version.json").write_text(json.dumps({"version": version, "build": build}))
    return write_executable(directory / "camoufox-bin")


@pytest.fixture
def no_side_effect_helpers(monkeypatch: pytest.MonkeyPatch) -> None:
    """camoufox's own lookups that may delete, download or write must not be called."""
    from camoufox import multiversion, pkgman

    def forbidden(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("installed_binary() called a camoufox helper with side effects")

    monkeypatch.setattr(pkgman, "camoufox_path", forbidden)
    monkeypatch.setattr(multiversion, "get_active_path", forbidden)
    monkeypatch.setattr(multiversion, "save_config", forbidden)


def cache_snapshot(cache: Path) -> list[str]:
    return sorted(str(path.relative_to(cache)) for path in cache.rglob("*"))


def test_installed_binary_none_when_nothing_installed(
    camoufox_cache: Path, no_side_effect_helpers: None
) -> None:
    assert camoufox_install.installed_binary() is None
    assert cache_snapshot(camoufox_cache) == []


def test_installed_binary_finds_the_paired_build_read_only(
    camoufox_cache: Path, no_side_effect_helpers: None
) -> None:
    from camoufox.browser_pin import load_pin

    pin = load_pin()
    assert pin is not None, "this camoufox release carries a browser pin"
    binary = install_versioned(
        camoufox_cache, pin.repo_name, f"{pin.version}-{pin.build}", pin.version, pin.build
    )
    before = cache_snapshot(camoufox_cache)
    assert camoufox_install.installed_binary() == str(binary)
    assert cache_snapshot(camoufox_cache) == before  # no config.json written


def test_installed_binary_ignores_an_unpaired_build(
    camoufox_cache: Path, no_side_effect_helpers: None
) -> None:
    # camoufox itself would not launch it either (it would download the paired build).
    install_versioned(camoufox_cache, "official", "150.0-beta.31", "150.0", "beta.31")
    assert camoufox_install.installed_binary() is None


def test_installed_binary_honours_an_explicit_choice_but_not_an_unsupported_build(
    camoufox_cache: Path, no_side_effect_helpers: None
) -> None:
    good = install_versioned(camoufox_cache, "official", "150.0-beta.31", "150.0", "beta.31")
    config = camoufox_cache / "config.json"
    config.write_text(
        json.dumps(
            {"channel": "official/stable", "active_version": "browsers/official/150.0-beta.31"}
        )
    )
    assert camoufox_install.installed_binary() == str(good)
    # Too old for the installed Playwright (camoufox's floor is beta.30 from 1.61 on).
    install_versioned(camoufox_cache, "official", "135.0-beta.20", "135.0", "beta.20")
    config.write_text(
        json.dumps(
            {"channel": "official/stable", "active_version": "browsers/official/135.0-beta.20"}
        )
    )
    assert camoufox_install.installed_binary() is None


# --- launch: options built by camoufox's launch_options() -------------------------------


def test_launch_builds_options_with_camoufox(tmp_path: Path, fake_build: Path) -> None:
    playwright = FakePlaywright()
    options = {
        **OFFLINE,
        "os": "linux",
        "humanize": 1.5,
        "locale": "de-DE",
        "block_images": True,
        "block_webrtc": True,
        "firefox_user_prefs": {"test.pref": 7},
        "args": ["-no-remote"],
        "config": {"myProp": True},
        "enable_cache": True,
    }
    proxy = {"server": "http://127.0.0.1:3128"}
    launched = launch(playwright, fake_build, tmp_path, options=options, proxy=proxy)

    [(method, kwargs)] = playwright.firefox.calls
    assert method == "launch"
    assert kwargs["executable_path"] == str(fake_build)
    assert kwargs["headless"] is True
    assert kwargs["proxy"] == proxy
    assert kwargs["args"] == ["-no-remote"]
    assert "user_data_dir" not in kwargs
    env = kwargs["env"]
    assert env[TAG] == "owner:tag-1"
    assert env["HOME"] == str(tmp_path / "home")
    config = camou_config(env)
    assert config["humanize"] is True
    assert config["humanize:maxTime"] == 1.5
    assert config["myProp"] is True
    assert (config["locale:language"], config["locale:region"]) == ("de", "DE")
    assert "navigator.userAgent" in config  # the preset's identity
    assert "CAMOU_PREFS_1" in env
    assert Path(env["FONTCONFIG_FILE"]).is_relative_to(tmp_path)
    prefs = kwargs["firefox_user_prefs"]
    assert prefs["permissions.default.image"] == 2  # block_images
    assert prefs["media.peerconnection.enabled"] is False  # block_webrtc
    assert prefs["webgl.disabled"] is True  # block_webgl
    assert prefs["browser.cache.memory.enable"] is True  # enable_cache
    assert prefs["test.pref"] == 7
    assert prefs["intl.locale.requested"].startswith("de-")

    assert isinstance(launched, engines.Launched)
    assert isinstance(launched.browser, FakeBrowser)
    assert launched.context is launched.browser.contexts[0]
    # camoufox's own new_context defaults: the host's media features.
    assert launched.context.kwargs["color_scheme"] == "no-override"
    assert launched.version == FakeBrowser.version
    # The resolved fingerprint, as the browser reads it: what browser_identity checks.
    assert launched.config == config


def test_launch_persistent_context(tmp_path: Path, fake_build: Path) -> None:
    playwright = FakePlaywright()
    profile = str(tmp_path / "profile")
    launched = launch(
        playwright, fake_build, tmp_path, options={**OFFLINE, "humanize": True}, profile_dir=profile
    )
    [(method, kwargs)] = playwright.firefox.calls
    assert method == "launch_persistent_context"
    assert kwargs["user_data_dir"] == profile
    assert kwargs["executable_path"] == str(fake_build)
    assert kwargs["env"][TAG] == "owner:tag-1"
    assert camou_config(kwargs["env"])["humanize"] is True
    assert "humanize:maxTime" not in camou_config(kwargs["env"])
    assert launched.browser is None
    assert launched.context.kwargs is kwargs
    assert launched.version == BUILD_VERSION  # from application.ini: no Browser object
    assert launched.config == camou_config(kwargs["env"])


def test_launch_resolves_a_symlinked_binary(tmp_path: Path, fake_build: Path) -> None:
    link = tmp_path / "bin" / "camoufox"
    link.parent.mkdir()
    link.symlink_to(fake_build)
    playwright = FakePlaywright()
    launch(playwright, link, tmp_path, options=OFFLINE)
    assert playwright.firefox.calls[0][1]["executable_path"] == str(fake_build)


def test_launch_drops_inherited_camoufox_variables(tmp_path: Path, fake_build: Path) -> None:
    env = {**tagged_env(tmp_path), "CAMOU_CONFIG_7": "stale", "FONTCONFIG_FILE": "/stale.conf"}
    playwright = FakePlaywright()
    launch(playwright, fake_build, tmp_path, options=OFFLINE, env=env)
    launched_env = playwright.firefox.calls[0][1]["env"]
    assert "CAMOU_CONFIG_7" not in launched_env
    assert launched_env["FONTCONFIG_FILE"] != "/stale.conf"
    assert launched_env[TAG] == "owner:tag-1"


def test_launch_uses_the_installed_build(
    tmp_path: Path, fake_build: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(camoufox_install, "installed_binary", lambda: str(fake_build))
    playwright = FakePlaywright()
    launch(playwright, None, tmp_path, options=OFFLINE)
    assert playwright.firefox.calls[0][1]["executable_path"] == str(fake_build)


def test_launch_options_converts_screen_window_and_addons(tmp_path: Path, fake_build: Path) -> None:
    from camoufox import DefaultAddons
    from camoufox.fingerprints import Screen

    kwargs = camoufox_options.launch_kwargs(
        {
            "screen": {"max_width": 1920, "max_height": 1080},
            "window": [1280, 800],
            "exclude_addons": ["ubo"],
        }
    )
    assert kwargs["screen"] == Screen(max_width=1920, max_height=1080)
    assert kwargs["window"] == (1280, 800)
    assert kwargs["exclude_addons"] == [DefaultAddons.UBO]
    # Without uBlock: no add-on in the launched config.
    playwright = FakePlaywright()
    launch(playwright, fake_build, tmp_path, options={**OFFLINE, "exclude_addons": ["UBO"]})
    assert "addons" not in camou_config(playwright.firefox.calls[0][1]["env"])


# --- launch: rejected options -----------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "option", "detail"),
    [
        ({"os": "plan9"}, "os", "InvalidOS"),
        ({"os": "Windows"}, "os", "lowercase"),
        ({"locale": "not a locale!!"}, "locale", "InvalidLocale"),
        ({"config": {"myProp": "yes"}}, "config", "InvalidPropertyType"),
        ({"block_images": "yes"}, "block_images", "true or false"),
        ({"window": [0, 600]}, "window", "[width, height]"),
        ({"exclude_addons": ["adblock"]}, "exclude_addons", "UBO"),
        ({"screen": {"width": 5}}, "screen", "max_width"),
    ],
)
def test_rejected_option_is_invalid_params_naming_it(
    tmp_path: Path, fake_build: Path, options: dict[str, Any], option: str, detail: str
) -> None:
    playwright = FakePlaywright()
    with pytest.raises(InvalidParams) as caught:
        launch(playwright, fake_build, tmp_path, options={**OFFLINE, **options})
    assert f"'{option}'" in str(caught.value)
    assert detail in str(caught.value)
    assert playwright.firefox.calls == []


def test_missing_addon_path_is_invalid_params(tmp_path: Path, fake_build: Path) -> None:
    playwright = FakePlaywright()
    missing = str(tmp_path / "no-such-addon")
    with pytest.raises(InvalidParams) as caught:
        launch(playwright, fake_build, tmp_path, options={**OFFLINE, "addons": [missing]})
    assert "'addons'" in str(caught.value)
    assert missing in str(caught.value)
    assert playwright.firefox.calls == []


@pytest.mark.skipif(
    importlib.util.find_spec("maxminddb") is not None, reason="the geoip extra is installed"
)
def test_geoip_without_the_extra_is_invalid_params(tmp_path: Path, fake_build: Path) -> None:
    playwright = FakePlaywright()
    with pytest.raises(InvalidParams) as caught:
        launch(playwright, fake_build, tmp_path, options={**OFFLINE, "geoip": True})
    assert "'geoip'" in str(caught.value)
    assert "pip install camoufox[geoip]" in str(caught.value)
    assert playwright.firefox.calls == []


def test_unknown_option_lists_the_known_ones() -> None:
    with pytest.raises(InvalidParams) as caught:
        camoufox_options.check_options({"os": "linux", "stealth": True})
    message = str(caught.value)
    assert "stealth" in message
    for known in ("os", "humanize", "locale", "geoip", "block_images", "window"):
        assert known in message


def test_webgl_config_without_os_names_the_option(tmp_path: Path, fake_build: Path) -> None:
    playwright = FakePlaywright()
    with pytest.raises(InvalidParams) as caught:
        launch(
            playwright,
            fake_build,
            tmp_path,
            options={"fingerprint_preset": True, "webgl_config": ["Intel", "Mesa"]},
        )
    assert "'webgl_config'" in str(caught.value)
    assert playwright.firefox.calls == []


# --- launch: missing or broken Camoufox -> binary_not_found -----------------------------


@pytest.fixture
def launcher_must_not_run(monkeypatch: pytest.MonkeyPatch) -> None:
    from camoufox import utils

    def forbidden(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("camoufox's launcher was called")

    monkeypatch.setattr(utils, "launch_options", forbidden)


def test_launch_without_any_install(
    tmp_path: Path, no_camoufox: None, launcher_must_not_run: None
) -> None:
    playwright = FakePlaywright()
    with pytest.raises(BinaryNotFound) as caught:
        launch(playwright, None, tmp_path, options={"os": "linux"})
    assert "python -m camoufox fetch" in str(caught.value)
    assert playwright.firefox.calls == []


def test_launch_refuses_a_stock_firefox_binary(tmp_path: Path, launcher_must_not_run: None) -> None:
    stock = write_executable(tmp_path / "firefox" / "firefox")
    (stock.parent / "application.ini").write_text("[App]\nVendor=Mozilla\nName=Firefox\n")
    playwright = FakePlaywright()
    with pytest.raises(BinaryNotFound) as caught:
        launch(playwright, stock, tmp_path)
    assert "not a Camoufox build" in str(caught.value)
    assert "python -m camoufox fetch" in str(caught.value)


def _raise(exc: BaseException) -> Any:
    def raiser(*args: Any, **kwargs: Any) -> Any:
        raise exc

    return raiser


def launcher_errors() -> list[Any]:
    import requests
    from camoufox import exceptions as ce

    return [
        requests.exceptions.ConnectionError("HTTPSConnectionPool(host='api.github.com')"),
        requests.exceptions.Timeout("read timed out"),
        ce.CamoufoxNotInstalled("official 156.0.1-beta.36 is not installed"),
        ce.FpgenModelError("cannot install fpgen's model"),
        ce.UnsupportedVersion("Camoufox executable is outdated."),
        FileNotFoundError(2, "No such file or directory", "/opt/camoufox/properties.json"),
    ]


@pytest.mark.parametrize("error", launcher_errors(), ids=lambda e: type(e).__name__)
def test_launcher_failures_are_binary_not_found(
    tmp_path: Path, fake_build: Path, monkeypatch: pytest.MonkeyPatch, error: BaseException
) -> None:
    from camoufox import utils

    monkeypatch.setattr(utils, "launch_options", _raise(error))
    playwright = FakePlaywright()
    with pytest.raises(BinaryNotFound) as caught:
        launch(playwright, fake_build, tmp_path, options={"os": "linux"})
    assert "python -m camoufox fetch" in str(caught.value)
    assert type(error).__name__ in str(caught.value)
    assert caught.value.__cause__ is error
    assert playwright.firefox.calls == []


def test_a_missing_fingerprint_model_is_binary_not_found(
    tmp_path: Path, fake_build: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without a preset, camoufox needs fpgen's model, which `camoufox fetch` installs."""
    import requests
    from camoufox import fpgen_model

    def download(*args: Any, **kwargs: Any) -> Any:
        # Where the real launcher would go to github.com.
        raise requests.exceptions.ConnectionError("HTTPSConnectionPool(host='github.com')")

    monkeypatch.setattr(fpgen_model, "_install", download)
    monkeypatch.setattr(fpgen_model, "_ready", False)
    monkeypatch.delenv(fpgen_model.CUSTOM_MODEL_ENV, raising=False)
    if fpgen_model.is_pinned():
        pytest.skip("fpgen's model is installed here")
    playwright = FakePlaywright()
    with pytest.raises(BinaryNotFound, match="python -m camoufox fetch"):
        launch(playwright, fake_build, tmp_path, options={"os": "linux"})
    assert playwright.firefox.calls == []


def test_playwright_launch_errors_pass_through(tmp_path: Path, fake_build: Path) -> None:
    """The manager reads Playwright's own message (profile "already running")."""
    from playwright.async_api import Error as PlaywrightError

    failure = PlaywrightError("Failed to launch: Firefox is already running")
    playwright = FakePlaywright(fail=failure)
    with pytest.raises(PlaywrightError) as caught:
        launch(playwright, fake_build, tmp_path, options=OFFLINE, profile_dir=str(tmp_path / "p"))
    assert caught.value is failure


def translation_cases() -> list[Any]:
    from camoufox import exceptions as ce

    return [
        (ce.InvalidOS("Camoufox does not support the OS: 'plan9'"), InvalidParams, "'os'"),
        (ce.InvalidLocale.invalid_input("xx!!"), InvalidParams, "'locale'"),
        (ce.UnknownTerritory("Unknown territory: QQ"), InvalidParams, "'locale'"),
        (ce.UnknownIPLocation("IP not found in database"), InvalidParams, "'geoip'"),
        (ce.InvalidIP("Failed to get IP address"), InvalidParams, "'geoip'"),
        (ce.NotInstalledGeoIPExtra("pip install camoufox[geoip]"), InvalidParams, "'geoip'"),
        (ce.InvalidProxy("Invalid proxy server: x"), InvalidParams, "'proxy'"),
        (ce.CannotFindXvfb("Please install Xvfb"), InvalidParams, "'headless'"),
        (ce.InvalidPropertyType("Invalid type for property x"), InvalidParams, "'config'"),
        (ce.InvalidAddonPath("/nope"), InvalidParams, "'addons'"),
        (ValueError("OS must be set when using webgl_config"), InvalidParams, "'webgl_config'"),
        (ce.CamoufoxNotInstalled("not installed"), BinaryNotFound, "camoufox fetch"),
        (ce.CorruptedDownload("sha256 mismatch"), BinaryNotFound, "camoufox fetch"),
        (ConnectionResetError("reset"), BinaryNotFound, "camoufox fetch"),
        (socket.gaierror("Name or service not known"), BinaryNotFound, "camoufox fetch"),
    ]


@pytest.mark.parametrize(("error", "expected", "text"), translation_cases())
def test_translate_error(error: BaseException, expected: type, text: str) -> None:
    options = {"os": "linux", "locale": "de", "geoip": True, "webgl_config": ["a", "b"]}
    mapped = camoufox_errors.translate_error(error, options, validating=True)
    assert isinstance(mapped, expected)
    assert text in str(mapped)


def test_translate_error_leaves_others_alone() -> None:
    error = RuntimeError("something else")
    assert camoufox_errors.translate_error(error, {}, validating=True) is error
    # A ValueError only names an option while options are being built.
    late = ValueError("bad")
    assert camoufox_errors.translate_error(late, {"os": "linux"}, validating=False) is late


# --- through the tool -----------------------------------------------------------------


@pytest.mark.browser  # needs a Firefox on PATH (it is not launched)
def test_tool_rejects_camoufox_option_on_firefox_without_launching() -> None:
    if not shutil.which("firefox-esr") and not shutil.which("firefox"):
        pytest.skip("no system Firefox")

    async def scenario() -> tuple[dict[str, Any], dict[str, Any]]:
        core = ToolCore()
        try:
            result = await core.browser_create_instance("x", engine="firefox", os="windows")
            listing = await core.browser_list_instances()
        finally:
            await core.aclose()
        return result, listing

    result, listing = asyncio.run(scenario())
    assert result["status"] == "error"
    assert result["error_type"] == "invalid_params"
    assert "os" in result["message"]
    assert "camoufox" in result["message"]
    assert listing["data"]["instances"] == []
    assert processes.tagged_pids(processes.OWNER) == []


def test_tool_camoufox_not_installed_is_binary_not_found(no_camoufox: None) -> None:
    async def scenario() -> dict[str, Any]:
        core = ToolCore()
        try:
            return await core.browser_create_instance("x", engine="camoufox", humanize=True)
        finally:
            await core.aclose()

    result = asyncio.run(scenario())
    assert result["error_type"] == "binary_not_found"
    assert "python -m camoufox fetch" in result["message"]


def test_tool_unknown_camoufox_option_is_invalid_params() -> None:
    async def scenario() -> dict[str, Any]:
        core = ToolCore()
        try:
            return await core.browser_create_instance("x", camoufox_options={"stealth": 1})
        finally:
            await core.aclose()

    result = asyncio.run(scenario())
    assert result["error_type"] == "invalid_params"
    assert "stealth" in result["message"]
    assert "block_images" in result["message"]


def test_no_camoufox_files_outside_tmp(tmp_path: Path, fake_build: Path) -> None:
    """The fixtures keep camoufox's writes (fontconfig, ~/.camoufox) inside tmp_path."""
    real_cache = Path(pwd.getpwuid(os.getuid()).pw_dir) / ".cache" / "camoufox"
    existed = real_cache.exists()
    launch(FakePlaywright(), fake_build, tmp_path, options=OFFLINE)
    assert (tmp_path / "home" / ".camoufox").is_dir()
    assert real_cache.exists() == existed


# --- camoufox-server: the same launch options, for a browser server ---------------------


def test_a_camoufox_server_gets_the_launch_options_create_instance_would(fake_build: Path) -> None:
    from CamoufoxLibrary.core.browser.contexts import BROWSER_PREFS
    from CamoufoxLibrary.server.options import ServerOptions, camoufox_launch_options
    from CamoufoxLibrary.server.supervisor import Supervisor

    given = ServerOptions(
        engine="camoufox",
        executable_path=str(fake_build),
        camoufox_options={**OFFLINE, "humanize": True},
        prefs={"test.pref": 7},
    )
    first = camoufox_launch_options(given, "owner:tag-1")
    # Playwright's node side reads camelCase names.
    assert first["executablePath"] == str(fake_build) and first["headless"] is True
    assert first["firefoxUserPrefs"].items() >= {**BROWSER_PREFS, "test.pref": 7}.items()
    assert first["env"][TAG] == "owner:tag-1"
    assert any(name.startswith("CAMOU_CONFIG_") for name in first["env"])

    def fingerprint(launch: dict[str, Any]) -> str:
        return "".join(v for k, v in sorted(launch["env"].items()) if k.startswith("CAMOU_CONFIG_"))

    # Each browser lifetime draws a new fingerprint, unless the server keeps one.
    assert fingerprint(camoufox_launch_options(given, "owner:tag-2")) != fingerprint(first)
    keeping = Supervisor(ServerOptions(**{**given.__dict__, "keep_fingerprint": True}))
    assert fingerprint(keeping.launch_options("a")) == fingerprint(keeping.launch_options("b"))
