*** Settings ***
Documentation     Handle Dialog and modal state: alert, confirm and prompt dialogs that
...               the page's script opens after its load event. While one is pending,
...               Snapshot reports it, Screenshot still works and page keywords fail
...               with modal_state_blocked.
Resource          ../resources/common.resource
Suite Setup       Create Instance    dialogs
Test Teardown     Dismiss Any Pending Dialog


*** Test Cases ***
Accept An Alert
    Open Dialog Page    alert    Saved!
    ${modal} =    Wait For Dialog
    Should Be Equal    ${modal}[kind]    dialog
    Should Be Equal    ${modal}[type]    alert
    Should Be Equal    ${modal}[message]    Saved!
    Should Be Equal    ${modal}[resolve_with]    browser_handle_dialog
    ${dialog} =    Handle Dialog    accept=True
    Should Be Equal    ${dialog}[type]    alert
    Should Be Equal    ${dialog}[message]    Saved!
    Should Be True    ${dialog}[accepted]
    Wait For    text=alert closed
    ${snap} =    Snapshot
    Should Be Equal    ${snap}[modal]    ${None}

Accept A Confirm
    Open Dialog Page    confirm    Delete it?
    Wait For Dialog
    Handle Dialog    True
    Wait For    text=confirm returned true

Dismiss A Confirm
    Open Dialog Page    confirm    Delete it?
    Wait For Dialog
    ${dialog} =    Handle Dialog    False
    Should Not Be True    ${dialog}[accepted]
    Wait For    text=confirm returned false

Answer A Prompt
    Open Dialog Page    prompt    Your name?    default=Anonymous
    ${modal} =    Wait For Dialog
    Should Be Equal    ${modal}[type]    prompt
    Should Be Equal    ${modal}[default_value]    Anonymous
    ${dialog} =    Handle Dialog    True    prompt_text=Ada
    Should Be Equal    ${dialog}[prompt_text]    Ada
    Wait For    text=prompt returned 'Ada'

Accept A Prompt With Its Default Value
    Open Dialog Page    prompt    Your name?    default=Anonymous
    Wait For Dialog
    ${dialog} =    Handle Dialog    True
    Should Be Equal    ${dialog}[prompt_text]    Anonymous
    Wait For    text=prompt returned 'Anonymous'

Dismiss A Prompt
    Open Dialog Page    prompt    Your name?
    Wait For Dialog
    ${dialog} =    Handle Dialog    False    prompt_text=ignored
    Should Be Equal    ${dialog}[prompt_text]    ${None}
    Wait For    text=prompt returned null

Pending Dialog Blocks Page Keywords
    Open Dialog Page    alert    Blocking
    Wait For Dialog
    Run Keyword And Expect Error
    ...    modal_state_blocked: `Navigate` cannot run while an alert dialog ("Blocking") is pending on page '*'; resolve it with `Handle Dialog` first
    ...    Navigate    ${URL}/index.html
    Run Keyword And Expect Error    modal_state_blocked:*    Navigate Back
    Run Keyword And Expect Error    modal_state_blocked:*    Wait For    text=Blocking
    ${path} =    Screenshot
    File Should Exist    ${path}
    Handle Dialog    True
    ${page} =    Open Test Page    index.html
    Should Be Equal    ${page}[title]    Fixture Home

Handle Dialog Targets The Page Of The Dialog
    Open Dialog Page    confirm    Sure?
    ${modal} =    Wait For Dialog
    ${dialog} =    Handle Dialog    True    page_id=${modal}[page_id]
    Should Be Equal    ${dialog}[type]    confirm
    Run Keyword And Expect Error    page_not_found:*'page-nope'*    Handle Dialog    True
    ...    page_id=page-nope

No Dialog To Handle
    Open Test Page    index.html
    Run Keyword And Expect Error    dialog_not_present: no JavaScript dialog is pending on page '*'
    ...    Handle Dialog    True

Dialog Is Handled Only Once
    Open Dialog Page    alert    Once
    Wait For Dialog
    Handle Dialog    True
    Run Keyword And Expect Error    dialog_not_present:*    Handle Dialog    True

Dialogs Of Another Instance Do Not Block This One
    Open Dialog Page    alert    Elsewhere
    Wait For Dialog
    Create Instance    bystander
    ${page} =    Open Test Page    index.html
    Should Be Equal    ${page}[title]    Fixture Home
    Run Keyword And Expect Error    dialog_not_present:*    Handle Dialog    True
    Handle Dialog    True    instance=dialogs
    [Teardown]    Run Keywords    Switch Instance    dialogs    AND    Dismiss Any Pending Dialog
    ...    AND    Destroy Instance    bystander


*** Keywords ***
Open Dialog Page
    [Documentation]    Opens dialogs.html, which opens the dialog shortly after loading.
    [Arguments]    ${type}    ${message}    ${default}=${EMPTY}
    ${query} =    Set Variable    ${{ urllib.parse.urlencode({'type': $type, 'message': $message, 'default': $default}) }}
    Open Test Page    dialogs.html?${query}

Wait For Dialog
    [Documentation]    Waits until Snapshot reports a pending dialog; returns it.
    Wait Until Keyword Succeeds    10s    0.1s    Dialog Should Be Pending
    ${snap} =    Snapshot
    RETURN    ${snap}[modal]

Dialog Should Be Pending
    ${snap} =    Snapshot
    Should Not Be Equal    ${snap}[modal]    ${None}    no dialog is pending yet

Dismiss Any Pending Dialog
    [Documentation]    Keeps a failed test's dialog from blocking the next test.
    ${snap} =    Snapshot
    IF    $snap['modal'] is not None    Handle Dialog    False
