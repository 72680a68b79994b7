*** Settings ***
Documentation     Press Keys on an element, Keyboard Key and Keyboard Input on the
...               focused one; unknown keys leave nothing held down.
Resource          input.resource
Suite Setup       Create Instance    input-keyboard
Test Setup        Open Test Page    keys.html
Test Teardown     Resolve Pending Modals


*** Test Cases ***
Press Keys In Order
    ${result} =    Press Keys    id=editor    Control+A    Delete    H    i
    Should Be Equal    ${result}[pressed]    ${{ ["Control+A", "Delete", "H", "i"] }}
    Should Be Empty    ${result}[skipped]
    Verify Value    id=editor    Hi

Tab Sends The Next Keys On
    Press Keys    id=editor    Tab    x    y
    Verify Value    id=tags    xy
    Get Text    id=keystrokes    ==    Keystrokes: 2

Unknown Keys Leave Nothing Held
    Run Keyword And Expect Error
    ...    invalid_params: argument 'keys?0?': Unknown key: "Foo" in 'Control+Foo'; use key names*
    ...    Press Keys    id=tags    Control+Foo
    Press Keys    id=tags    b
    Verify Value    id=tags    b
    Get Text    id=last-shortcut    ==    Last shortcut: none
    Run Keyword And Expect Error    invalid_params:*keys?1?*(the keys before it were pressed)
    ...    Press Keys    id=tags    c    Ctrl+A
    Verify Value    id=tags    bc
    Run Keyword And Expect Error    invalid_params: argument 'keys' must hold at least one key name*
    ...    Press Keys    id=tags

A Key That Opens A Dialog Ends The Keys
    Evaluate JavaScript    () => { document.getElementById('tags').addEventListener('keydown', e => { if (e.key === 'q') alert('Quit?'); }); }
    ${result} =    Press Keys    id=tags    a    q    b
    Should Be Equal    ${result}[skipped]    ${{ ["b"] }}
    Should Be Equal    ${result}[modal][message]    Quit?

Keyboard Key Holds And Releases
    Focus    id=tags
    Keyboard Key    down    Shift
    Keyboard Key    press    a
    Keyboard Key    up    Shift
    ${result} =    Keyboard Key    press    b
    Should Be Equal    ${result}[action]    press
    Verify Value    id=tags    Ab
    Run Keyword And Expect Error    invalid_params:*down takes one key, not a combination
    ...    Keyboard Key    down    Control+A
    Run Keyword And Expect Error    invalid_params: argument 'key': Unknown key: "Foo" in 'Foo'*
    ...    Keyboard Key    press    Foo
    Run Keyword And Expect Error    ValueError: Argument 'action' got value 'hold'*
    ...    Keyboard Key    hold    a

Keyboard Input Types Or Inserts
    Focus    id=tags
    ${result} =    Keyboard Input    type    ab
    Should Be Equal As Integers    ${result}[characters]    2
    Get Text    id=keystrokes    ==    Keystrokes: 2
    Keyboard Key    press    Home
    Keyboard Input    insertText    xy
    Verify Value    id=tags    xyab
    Get Text    id=keystrokes    ==    Keystrokes: 3

Inserted Text Commits As Typed Text
    Open Test Page    input-events.html
    Focus    id=field
    Keyboard Input    insertText    hello
    Forget Events
    Keyboard Key    press    Tab
    ${events} =    Field Events
    Should Be Equal    ${events}    ${{ ["field:keydown(Tab)", "field:change", "field:blur"] }}

The Keyboard Keywords Need An Unblocked Page
    Open Pending Alert
    Run Keyword And Expect Error    modal_state_blocked:*    Keyboard Key    press    a
    Run Keyword And Expect Error    modal_state_blocked:*    Keyboard Input    type    a
    Handle Dialog    accept=True
    Run Keyword And Expect Error    page_not_found:*    Keyboard Key    press    a    page_id=page-nope
    Run Keyword And Expect Error    page_not_found:*    Keyboard Input    insertText    a    page_id=page-nope
