*** Settings ***
Documentation     Fill Text, Fill Secret, Clear Text and Focus; and issue 13: a field
...               filled at once commits as a typed one (change on Enter, Tab or a
...               click elsewhere), so an app that adds its todo on change adds it.
Resource          input.resource
Suite Setup       Create Instance    input-text
Test Setup        Open Test Page    input.html
Test Teardown     Resolve Pending Modals


*** Variables ***
${SECRET: Secret}    %{CAMOUFOX_ATEST_PASSWORD=correct horse battery}


*** Test Cases ***
Fill Text Replaces The Value
    ${result} =    Fill Text    id=name    Grace Hopper
    Should Be Equal As Integers    ${result}[characters]    12
    Should Not Contain    ${result}    text
    Verify Value    id=name    Grace Hopper
    Fill Text    id=notes    one\ntwo
    Verify Value    id=notes    one\ntwo
    Fill Text    internal:role=textbox[name="Bio"i]    a new bio
    Get Text    id=bio    ==    a new bio
    Fill Text    id=age    42
    Verify Value    id=age    42

Fill Text Refuses What Is No Text Field Or Does Not Fit
    Run Keyword And Expect Error
    ...    invalid_params: argument 'ref': 'id=news' is an <input type=checkbox>, not a text field*
    ...    Fill Text    id=news    x
    Run Keyword And Expect Error
    ...    invalid_params: argument 'text' does not fit 'id=age': Cannot type text into input?type=number?
    ...    Fill Text    id=age    forty-two

A Read-Only Field Times Out
    Set Camoufox Timeout    1.5s
    Run Keyword And Expect Error
    ...    operation_timeout: `Fill Text`: 'id=fixed' (1 match) stayed read-only for * s: its readonly attribute*
    ...    Fill Text    id=fixed    x
    Run Keyword And Expect Error    operation_timeout:*    Fill Secret    id=fixed    ${SECRET}
    Run Keyword And Expect Error    operation_timeout:*    Clear Text    id=fixed
    [Teardown]    Set Camoufox Timeout    10s

A Hidden Field Times Out Saying What Hides It
    Evaluate JavaScript    () => { const p = document.getElementById("name").parentElement; p.id = "name-row"; p.style.display = "none" }
    Set Camoufox Timeout    1s
    ${message} =    Run Keyword And Expect Error
    ...    operation_timeout: `Fill Text`: 'id=name' (1 match) stayed hidden (not visible) for * s: display:none on <* id="name-row"*
    ...    Fill Text    id=name    x
    Should Not Contain    ${message}    Timeout    # Playwright's words are the DEBUG log's
    [Teardown]    Set Camoufox Timeout    10s

Fill Secret Takes Only A Secret
    ${result} =    Fill Secret    id=name    ${SECRET}
    Should Be Equal As Integers    ${result}[characters]    ${{ len($SECRET.value) }}
    ${length} =    Evaluate JavaScript    () => document.getElementById("name").value.length
    Should Be Equal As Integers    ${length}[result]    ${{ len($SECRET.value) }}
    Run Keyword And Expect Error    ValueError: Argument 'text' must have type 'Secret', got string.
    ...    Fill Secret    id=name    not a secret
    Run Keyword And Expect Error    invalid_params:*not a text field*    Fill Secret    id=news    ${SECRET}

Clear Text Empties And Commits
    Clear Text    id=name
    Verify Value    id=name    ${EMPTY}
    Clear Text    id=notes
    Click    id=plain
    Page Log Should Be    Log: change:name change:notes focus:plain
    Run Keyword And Expect Error    invalid_params:*is a <select> element, not a text field*    Clear Text    id=country

Focus Moves The Keyboard Focus
    ${result} =    Focus    id=plain
    Should Be True    ${result}[focused]
    Page Log Should Be    Log: focus:plain
    ${result} =    Focus    id=not-focusable
    Should Not Be True    ${result}[focused]
    Focus    id=name
    Keyboard Key    press    End
    Keyboard Input    type    !
    Verify Value    id=name    Ada!

Text In A Frame
    ${frame} =    Inner Frame Id
    Fill Text    id=inner-name    Inside    frame_id=${frame}
    Verify Value    id=inner-name    Inside    frame_id=${frame}
    Click    id=name
    Get Text    id=inner-log    ==    Inner: change    frame_id=${frame}

Type Submit Adds A Todo That Listens For Change
    Open Test Page    input-events.html
    Type    id=new-todo    Buy milk    submit=True
    Fill Text    id=new-todo    Walk the dog
    Press Key    Enter
    Fill Text    id=new-todo    Read a book
    Click    id=elsewhere
    Get Text    id=todo-list    ==    Buy milk\nWalk the dog\nRead a book
    Get Text    id=todo-count    ==    3 items left

A Filled Field Commits As A Typed One
    [Template]    Filled And Typed Fields Commit Alike
    Enter    field:keydown(Enter)    field:keypress(Enter)    field:beforeinput    field:change    field:keyup(Enter)
    Tab    field:keydown(Tab)    field:change    field:blur
    click elsewhere    field:change    field:blur

Change Fires Once Where The Engine Fires It Too
    Open Test Page    input-events.html
    Type    id=field    ab    slowly=True
    Fill Text    id=field    cd
    Press Key    Tab
    ${events} =    Field Events
    Should Be Equal As Integers    ${{ $events.count('field:change') }}    1


*** Keywords ***
Filled And Typed Fields Commit Alike
    [Documentation]    The events from the commit on, after typing and after filling.
    [Arguments]    ${commit}    @{expected}
    ${typed} =    Commit Events    ${commit}    slowly=True
    ${filled} =    Commit Events    ${commit}    slowly=False
    Should Be Equal    ${filled}    ${typed}
    Should Be Equal    ${filled}    ${expected}

Commit Events
    [Arguments]    ${commit}    ${slowly}
    Open Test Page    input-events.html
    Type    id=field    hello    slowly=${slowly}
    Forget Events
    IF    $commit == 'click elsewhere'
        Click    id=elsewhere
    ELSE
        Press Key    ${commit}
    END
    ${events} =    Field Events
    RETURN    ${events}
