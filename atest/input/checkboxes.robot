*** Settings ***
Documentation     Check Checkbox and Uncheck Checkbox: idempotent on checkboxes, radio
...               buttons and switches, with changed saying whether they clicked.
Resource          input.resource
Suite Setup       Create Instance    input-checkboxes
Test Setup        Open Test Page    input.html
Test Teardown     Resolve Pending Modals


*** Test Cases ***
Check And Uncheck Change Only What Differs
    ${result} =    Check Checkbox    id=news
    Should Be True    ${result}[changed]
    Should Be True    ${result}[checked]
    ${result} =    Check Checkbox    id=news
    Should Not Be True    ${result}[changed]
    Verify Value    id=news    true    checkbox
    ${result} =    Uncheck Checkbox    id=terms
    Should Be True    ${result}[changed]
    Should Not Be True    ${result}[checked]
    ${result} =    Uncheck Checkbox    id=terms
    Should Not Be True    ${result}[changed]
    Verify Value    id=terms    false    checkbox
    Page Log Should Be    Log: change:news change:terms

A Switch And A Radio Button
    Check Checkbox    internal:role=switch[name="Dark mode"i]
    Uncheck Checkbox    internal:role=switch[name="Dark mode"i]
    Check Checkbox    internal:label="Pro"i
    Verify Value    id=plan-pro    true    radio
    Verify Value    id=plan-free    false    radio
    Page Log Should Be    Log: switch:on switch:off change:plan-pro

A Radio Button Cannot Be Unchecked
    Run Keyword And Expect Error
    ...    invalid_params: argument 'ref': 'id=plan-free' is a radio button: a radio button cannot be unchecked; check another radio of its group instead
    ...    Uncheck Checkbox    id=plan-free
    Verify Value    id=plan-free    true    radio

Only Boxes Can Be Checked
    Run Keyword And Expect Error
    ...    invalid_params: argument 'ref': 'id=name' is an <input type=text>, not a checkbox, radio button or switch; for a text field use `Fill Text`
    ...    Check Checkbox    id=name
    Run Keyword And Expect Error    invalid_params:*is a <select>, not a checkbox*    Uncheck Checkbox    id=country

A Page That Undoes The Click
    Run Keyword And Expect Error
    ...    verification_failed: 'id=stuck' is still unchecked: it was clicked, and the page undid the change
    ...    Check Checkbox    id=stuck

A Disabled Box Times Out
    Set Camoufox Timeout    1.5s
    Run Keyword And Expect Error    operation_timeout:*    Check Checkbox    id=locked
    Run Keyword And Expect Error    operation_timeout:*    Uncheck Checkbox    id=locked-on
    [Teardown]    Set Camoufox Timeout    10s

A Check That Opens A Dialog
    ${result} =    Check Checkbox    id=ask
    Should Be Equal    ${result}[modal][message]    Really subscribe?
    Handle Dialog    accept=True
    Verify Value    id=ask    true    checkbox

By Ref And In A Frame Id Of The Page
    ${ref} =    Ref Of    checkbox "Newsletter"
    Check Checkbox    ${ref}
    ${snap} =    Snapshot
    Verify Value    id=news    true    checkbox
    ${frames} =    Frames
    Uncheck Checkbox    id=news    frame_id=${frames}[main_frame_id]    page_id=${snap}[page_id]
    Verify Value    id=news    false    checkbox
