"""The closed sets of words the tools take: one Literal each, shared by every layer.

Tool signatures use these types, so the argument check (``arguments.py``), the MCP
schema (``enum``) and the keywords (libdoc shows the choices, Robot converts the
value) all read the same list. This module imports nothing of the library.
"""

from __future__ import annotations

from typing import Literal, get_args

Engine = Literal["auto", "camoufox", "firefox", "playwright-firefox"]
# What a launched instance runs on: an Engine other than "auto".
EngineName = Literal["camoufox", "firefox", "playwright-firefox"]
Button = Literal["left", "right", "middle"]
Modifier = Literal["Alt", "Control", "ControlOrMeta", "Meta", "Shift"]
ElementType = Literal["text", "checkbox", "radio"]
FieldType = Literal["textbox", "checkbox", "radio", "combobox", "slider"]
TabAction = Literal["list", "new", "close", "select"]
ImageType = Literal["png", "jpeg"]
ConsoleLevel = Literal["debug", "info", "warning", "error"]
LoadState = Literal["load", "domcontentloaded", "networkidle"]
SameSite = Literal["Strict", "Lax", "None"]
# What a keyboard action does with its key: hold it, release it, or both.
KeyAction = Literal["down", "up", "press"]
# How text reaches the focused element: key by key, or inserted at once (no key events).
TextInput = Literal["type", "insertText"]
# Which Web Storage of the page's origin: localStorage or sessionStorage.
StorageArea = Literal["local", "session"]

ENGINES: tuple[Engine, ...] = get_args(Engine)
BUTTONS: tuple[Button, ...] = get_args(Button)
MODIFIERS: tuple[Modifier, ...] = get_args(Modifier)
ELEMENT_TYPES: tuple[ElementType, ...] = get_args(ElementType)
FIELD_TYPES: tuple[FieldType, ...] = get_args(FieldType)
TAB_ACTIONS: tuple[TabAction, ...] = get_args(TabAction)
IMAGE_TYPES: tuple[ImageType, ...] = get_args(ImageType)
CONSOLE_LEVELS: tuple[ConsoleLevel, ...] = get_args(ConsoleLevel)
LOAD_STATES: tuple[LoadState, ...] = get_args(LoadState)
SAME_SITE: tuple[SameSite, ...] = get_args(SameSite)
KEY_ACTIONS: tuple[KeyAction, ...] = get_args(KeyAction)
TEXT_INPUTS: tuple[TextInput, ...] = get_args(TextInput)
STORAGE_AREAS: tuple[StorageArea, ...] = get_args(StorageArea)
