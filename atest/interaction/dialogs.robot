*** Settings ***
Documentation     Modal state driven by actions: a Click that opens a JavaScript dialog or
...               a file chooser returns at once and reports it; page keywords are
...               blocked until Handle Dialog / File Upload resolves it.
Resource          ../resources/common.resource
Suite Setup       Create Instance    interaction-dialogs
Test Setup        Open Test Page    dialogs-js.html
Test Teardown     Resolve Pending Modals


*** Variables ***
${FILES}          ${CURDIR}/../pages


*** Test Cases ***
Alert Blocks The Page Until Handled
    ${click} =    Click    internal:role=button[name="Say hello"i]
    Should Be Equal    ${click}[modal][kind]    dialog
    Should Be Equal    ${click}[modal][type]    alert
    Should Be Equal    ${click}[modal][message]    Hello from the page
    Should Be Equal    ${click}[modal][resolve_with]    browser_handle_dialog
    Run Keyword And Expect Error
    ...    modal_state_blocked: `Click` cannot run while an alert dialog ("Hello from the page") is pending on page '*'; resolve it with `Handle Dialog` first
    ...    Click    internal:role=button[name="Delete draft"i]
    Run Keyword And Expect Error    modal_state_blocked:*`Handle Dialog`*    Type    id=unsaved    x
    Run Keyword And Expect Error    modal_state_blocked:*    Mouse Click Xy    10    10
    Run Keyword And Expect Error    modal_state_blocked:*    Press Key    Tab
    ${snap} =    Snapshot
    Should Be Equal    ${snap}[modal][type]    alert
    ${dialog} =    Handle Dialog    accept=True
    Should Be Equal    ${dialog}[type]    alert
    Wait For    text=Alert closed
    Click    internal:role=button[name="Delete draft"i]
    Handle Dialog    False

Confirm Accepted Deletes The Draft
    ${click} =    Click    internal:role=button[name="Delete draft"i]
    Should Be Equal    ${click}[modal][type]    confirm
    Should Be Equal    ${click}[modal][message]    Delete the draft?
    Handle Dialog    True
    Wait For    text=Draft deleted

Confirm Dismissed Keeps The Draft
    Click    internal:role=button[name="Delete draft"i]
    ${dialog} =    Handle Dialog    False
    Should Not Be True    ${dialog}[accepted]
    Wait For    text=Draft kept

Prompt Text Arrives
    ${click} =    Click    internal:role=button[name="Ask my name"i]
    Should Be Equal    ${click}[modal][type]    prompt
    Should Be Equal    ${click}[modal][default_value]    Anonymous
    ${dialog} =    Handle Dialog    True    prompt_text=Ada
    Should Be Equal    ${dialog}[prompt_text]    Ada
    Wait For    text=Hello, Ada!

Dismissed Prompt Gives No Name
    Click    internal:role=button[name="Ask my name"i]
    Handle Dialog    False
    Wait For    text=No name given

Dialog Opened Later Blocks The Next Keyword
    ${click} =    Click    internal:role=button[name="Remind me"i]
    Should Be Equal    ${click}[modal]    ${None}
    Wait Until Keyword Succeeds    5s    0.1s
    ...    Run Keyword And Expect Error    modal_state_blocked:*Reminder: save your work*
    ...    Hover    internal:role=button[name="Say hello"i]
    Handle Dialog    True

Beforeunload Dialog Guards Leaving The Page
    Click    id=unsaved
    ${click} =    Click    internal:role=link[name="Leave this page"i]
    Should Be Equal    ${click}[modal][type]    beforeunload
    Handle Dialog    False
    Wait For    text=Nothing happened yet
    Click    internal:role=link[name="Leave this page"i]
    # Under load the guard's dialog may come a moment after the click returns.
    Wait Until Keyword Succeeds    5s    0.1s    Handle Dialog    True
    Wait For    text=Welcome to the fixtures

Handle Dialog Without A Dialog
    Run Keyword And Expect Error
    ...    dialog_not_present: no JavaScript dialog is pending on page '*'
    ...    Handle Dialog    True
    Run Keyword And Expect Error    page_not_found:*    Handle Dialog    True    page_id=page-000000000000

File Chooser Blocks Until File Upload
    Open Test Page    dialogs-file.html
    ${click} =    Click    internal:role=button[name="Choose documents"i]
    Should Be Equal    ${click}[modal][kind]    file_chooser
    Should Be True    ${click}[modal][multiple]
    Should Be Equal    ${click}[modal][resolve_with]    browser_file_upload
    Run Keyword And Expect Error
    ...    modal_state_blocked: `Click` cannot run while a file chooser is pending on page '*'; resolve it with `File Upload` first
    ...    Click    id=single
    Run Keyword And Expect Error    dialog_not_present: no JavaScript dialog is pending on page '*'; a file chooser is pending: use `File Upload`
    ...    Handle Dialog    True
    Run Keyword And Expect Error    invalid_params: paths?1?: file '${FILES}/missing.pdf' does not exist
    ...    File Upload    ${FILES}/index.html    ${FILES}/missing.pdf
    ${snap} =    Snapshot
    Should Be Equal    ${snap}[modal][kind]    file_chooser
    ${upload} =    File Upload    ${FILES}/index.html    ${FILES}/form.html
    Should Not Be True    ${upload}[cancelled]
    Wait For    text=Chosen: index.html, form.html
    Click    id=single
    @{contract} =    Create List    ${FILES}/form.html
    ${upload} =    File Upload    ${contract}
    ${chosen} =    Normalize Path    ${FILES}/form.html
    Should Be Equal    ${upload.files}    ${{ [$chosen] }}
    Wait For    text=Chosen: form.html

Navigate Leaves A Pending File Chooser Behind
    [Documentation]    The chooser belongs to the page being left; a dialog would block.
    Open Test Page    dialogs-file.html
    ${click} =    Click    id=single
    Should Be Equal    ${click}[modal][kind]    file_chooser
    ${page} =    Open Test Page    index.html
    Should Be Equal    ${page}[title]    Fixture Home
    ${snap} =    Snapshot
    Should Be Equal    ${snap}[modal]    ${None}
    Run Keyword And Expect Error    dialog_not_present:*    File Upload

File Upload Without A Chooser
    Open Test Page    dialogs-file.html
    Run Keyword And Expect Error
    ...    dialog_not_present: no file chooser is pending on page '*'; click the file input (`Click`) first
    ...    File Upload    ${FILES}/index.html

Single File Input Takes One File
    Open Test Page    dialogs-file.html
    Click    internal:label="Contract"i
    Run Keyword And Expect Error    invalid_params: argument 'paths': the file input takes one file, got 2 paths
    ...    File Upload    ${FILES}/index.html    ${FILES}/form.html
    File Upload    ${FILES}/second.html
    Wait For    text=Chosen: second.html

Empty File Upload Cancels The Chooser
    Open Test Page    dialogs-file.html
    Click    id=single
    ${upload} =    File Upload
    Should Be True    ${upload}[cancelled]
    Wait For    text=Choice cancelled (single)
    Verify Text Visible    No files chosen
    Click    id=single
    File Upload    ${FILES}/index.html
    Wait For    text=Chosen: index.html


*** Keywords ***
Resolve Pending Modals
    [Documentation]    Dismisses what a failed test left pending, so the next test starts clean.
    FOR    ${i}    IN RANGE    5
        ${snap} =    Snapshot
        IF    $snap['modal'] is None    BREAK
        IF    $snap['modal']['kind'] == 'dialog'
            Handle Dialog    False
        ELSE
            File Upload
        END
    END
