*** Settings ***
Documentation     What the four verify keywords share: unknown instance, a pending
...               dialog (modal_state_blocked), explicit page_id and frame_id.
...               (Detached and foreign frame ids are covered in utest until the
...               `Frames` keyword can hand out frame ids.)
Resource          verification.resource
Test Setup        Open Verification Page


*** Test Cases ***
Unknown Instance
    @{items} =    Create List    Apple
    Run Keyword And Expect Error    instance_not_found:*    Verify Element Visible    id=submit    instance=nobody
    Run Keyword And Expect Error    instance_not_found:*    Verify List Visible    container_ref=id=fruits    items=${items}    instance=nobody
    Run Keyword And Expect Error    instance_not_found:*    Verify Text Visible    Submit    instance=nobody
    Run Keyword And Expect Error    instance_not_found:*    Verify Value    id=email    x    instance=nobody

Pending Alert Blocks All Four
    [Teardown]    Handle Dialog    accept=True
    Open Test Page    verify-alert.html
    Wait Until Keyword Succeeds    10s    0.1s
    ...    Run Keyword And Expect Error    modal_state_blocked:*    Verify Text Visible    An alert opens
    ${snap} =    Snapshot
    Should Be Equal    ${snap}[modal][message]    Blocking alert
    @{refs} =    Create List    id=behind
    @{items} =    Create List    Behind
    Run Keyword And Expect Error    modal_state_blocked:*Blocking alert*`Handle Dialog`*    Verify Element Visible    id=behind
    Run Keyword And Expect Error    modal_state_blocked:*    Verify List Visible    refs=${refs}
    Run Keyword And Expect Error    modal_state_blocked:*    Verify List Visible    container_ref=css=body    items=${items}
    Run Keyword And Expect Error    modal_state_blocked:*    Verify Text Visible    An alert opens
    Run Keyword And Expect Error    modal_state_blocked:*    Verify Value    id=field    typed
    Run Keyword And Expect Error    modal_state_blocked:*    Verify Value    id=field    typed    timeout=5s

Verify Works Again Once The Alert Is Handled
    Open Test Page    verify-alert.html
    Wait Until Keyword Succeeds    10s    0.1s
    ...    Run Keyword And Expect Error    modal_state_blocked:*    Verify Text Visible    An alert opens
    Handle Dialog    accept=True
    Verify Text Visible    An alert opens
    Verify Value    id=field    typed

Unknown Page Id Leaves The Selection Alone
    ${before} =    Snapshot
    @{items} =    Create List    Apple
    Run Keyword And Expect Error    page_not_found: no open page 'page-nope'*    Verify Element Visible    id=submit    page_id=page-nope
    Run Keyword And Expect Error    page_not_found:*    Verify List Visible    container_ref=id=fruits    items=${items}    page_id=page-nope
    Run Keyword And Expect Error    page_not_found:*    Verify Text Visible    Submit    page_id=page-nope
    Run Keyword And Expect Error    page_not_found:*    Verify Value    id=email    x    page_id=page-nope
    ${after} =    Snapshot
    Should Be Equal    ${after}[page_id]    ${before}[page_id]
    Verify Text Visible    Verification fixtures

Explicit Page Id
    ${snap} =    Snapshot
    Verify Text Visible    Verification fixtures    page_id=${snap}[page_id]
    Verify Element Visible    id=submit    page_id=${snap}[page_id]
    Verify Value    id=email    ada@example.com    page_id=${snap}[page_id]

Unknown Frame Id
    @{items} =    Create List    Apple
    Run Keyword And Expect Error    frame_not_found: no attached frame 'frame-nope'*    Verify Element Visible    id=submit    frame_id=frame-nope
    Run Keyword And Expect Error    frame_not_found:*    Verify List Visible    container_ref=id=fruits    items=${items}    frame_id=frame-nope
    Run Keyword And Expect Error    frame_not_found:*    Verify Text Visible    Submit    frame_id=frame-nope
    Run Keyword And Expect Error    frame_not_found:*    Verify Value    id=email    x    frame_id=frame-nope
