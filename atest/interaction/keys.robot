*** Settings ***
Documentation     Keyboard: shortcuts with Press Key, key-by-key typing and Enter to submit.
Resource          ../resources/common.resource
Suite Setup       Create Instance    interaction-keys
Test Setup        Open Test Page    keys.html


*** Test Cases ***
Select All And Delete
    Click    id=editor
    Press Key    Control+A
    Press Key    Delete
    Verify Value    id=editor    ${EMPTY}
    Wait For    text=Last shortcut: Control+a

Shortcut Opens And Escape Closes A Palette
    Press Key    Control+k
    Verify Element Visible    internal:role=dialog[name="Command palette"i]
    Type    id=command    reload
    Press Key    Escape
    Run Keyword And Expect Error    verification_failed:*    Verify Element Visible    id=palette

Control Enter Sends The Note
    Type    id=editor    Dear diary
    Press Key    Control+Enter
    Wait For    text=Sent: Dear diary

Type Slowly Sends Every Key
    ${typed} =    Type    id=tags    robots    slowly=True
    Should Be Equal As Integers    ${typed}[characters]    6
    Wait For    text=Keystrokes: 6
    Type    id=tags    fast
    Verify Value    id=tags    fast
    Verify Text Visible    Keystrokes: 6

Tab Moves The Focus
    Click    id=editor
    Press Key    Tab
    Press Key    x
    Verify Value    id=tags    x

Unknown Keys Are Rejected
    Run Keyword And Expect Error
    ...    invalid_params: argument 'key': Unknown key: "Ctrl" in 'Ctrl+A'; use key names*
    ...    Press Key    Ctrl+A
    Run Keyword And Expect Error    invalid_params: argument 'key' must be a key name*    Press Key    ${EMPTY}
    Run Keyword And Expect Error    page_not_found:*    Press Key    Tab    page_id=page-000000000000
