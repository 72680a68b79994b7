"""Named secrets without a browser: the dotenv file, references in, values hidden out."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from CamoufoxLibrary.core.contract.errors import InvalidParams
from CamoufoxLibrary.mcp.secrets import HidingFilter, Secrets, SecretsFileError


def secrets_file(tmp_path: Path, text: str) -> str:
    path = tmp_path / "secrets.env"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_dotenv_file_as_python_dotenv_reads_it(tmp_path: Path) -> None:
    path = secrets_file(
        tmp_path, '# login\nPASSWORD=hunter2!\nexport TOKEN="a b=c"\n\nPIN = 1234 \n'
    )
    assert Secrets.read(path).values == {"PASSWORD": "hunter2!", "TOKEN": "a b=c", "PIN": "1234"}


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("PASSWORD=ok1\nnot a line\n", "line 2: not NAME=value ('not a line'...)"),
        ("PASSWORD\n", "line 1: the value of PASSWORD must be at least 3 characters"),
        ("PIN=12\n", "line 1: the value of PIN must be at least 3 characters"),
        ("# nothing\n", "holds no NAME=value line"),
    ],
)
def test_a_malformed_file_names_the_line(tmp_path: Path, text: str, said: str) -> None:
    with pytest.raises(SecretsFileError) as error:
        Secrets.read(secrets_file(tmp_path, text))
    assert said in str(error.value)


def test_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SecretsFileError, match="does not exist"):
        Secrets.read(str(tmp_path / "nope.env"))


def test_a_whole_reference_is_the_value_anywhere_in_the_arguments() -> None:
    secrets = Secrets({"PASSWORD": "hunter2!"}, "s.env")
    given = {"text": "${PASSWORD}", "fields": [{"value": "${PASSWORD}"}], "other": "x ${PASSWORD}"}
    assert secrets.resolve(given) == {
        "text": "hunter2!",
        "fields": [{"value": "hunter2!"}],
        "other": "x ${PASSWORD}",  # only a whole value refers to a secret
    }
    with pytest.raises(
        InvalidParams,
        match=r"no secret 'PASWORD'; the secrets are PASSWORD \(from --secrets s.env\)",
    ):
        secrets.resolve({"text": "${PASWORD}"})
    assert Secrets().resolve({"text": "${ANY}"}) == {"text": "${ANY}"}  # no secrets: text


def test_values_are_hidden_in_whatever_leaves_the_server() -> None:
    secrets = Secrets({"PASSWORD": "hunter2!", "LONGER": "hunter2!abc"})
    envelope = {"data": {"snapshot": '- textbox "Password": hunter2!abc and hunter2!', "n": 1}}
    assert secrets.hide(envelope) == {
        "data": {"snapshot": '- textbox "Password": ${LONGER} and ${PASSWORD}', "n": 1}
    }
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "typed %s", ("hunter2!",), None)
    HidingFilter(secrets).filter(record)
    assert record.getMessage() == "typed ${PASSWORD}"


def test_a_har_or_a_video_is_refused_under_secrets_a_trace_is_not() -> None:
    secrets = Secrets({"PASSWORD": "hunter2!"})
    assert secrets.refusal("browser_start_tracing", {}) is None  # its zip is redacted
    har = secrets.refusal("browser_create_instance", {"record_har_path": "a.har"})
    assert har and har.startswith("argument(s) record_har_path of browser_create_instance")
    assert secrets.refusal("browser_create_instance", {"instance": "main"}) is None
    assert Secrets().refusal("browser_start_tracing", {}) is None
