*** Settings ***
Documentation     Verify List Visible: refs mode and container mode, hidden
...               duplicates, iframes, and every invalid combination of arguments.
Resource          verification.resource
Test Setup        Open Verification Page


*** Test Cases ***
Refs Mode
    ${submit} =    Ref Of    button "Submit"
    ${cross} =    Ref Of    button "Cross button"
    ${grand} =    Ref Of    button "Grand button"
    @{refs} =    Create List    ${submit}    ${cross}    ${grand}    css=.twin
    ${result} =    Verify List Visible    refs=${refs}
    Should Be Equal    ${result}[visible_refs]    ${refs}
    Dictionary Should Not Contain Key    ${result}    verified_items

Refs Mode Takes One Ref Or A List
    ${submit} =    Ref Of    button "Submit"
    ${result} =    Verify List Visible    refs=${submit}
    Should Be Equal    ${result.visible_refs}    ${{ [$submit] }}
    ${fruits} =    Ref Of    list "Fruits"
    ${result} =    Verify List Visible    container_ref=${fruits}    items=Apple
    Should Be Equal    ${result.verified_items}    ${{ ["Apple"] }}

Refs Mode Names The Hidden Ones
    ${submit} =    Ref Of    button "Submit"
    ${toggle} =    Ref Of    button "Toggle me"
    @{refs} =    Create List    ${submit}    ${toggle}    css=.hidden-twin
    Run Page Action    hide
    Run Keyword And Expect Error    verification_failed: 2 of 3 elements are not visible: '${toggle}', 'css=.hidden-twin'
    ...    Verify List Visible    refs=${refs}    timeout=0

Refs Mode Names The Stale Ones
    ${submit} =    Ref Of    button "Submit"
    ${doomed} =    Ref Of    button "Doomed"
    Run Page Action    remove
    @{refs} =    Create List    ${submit}    ${doomed}    e9999
    Run Keyword And Expect Error    stale_ref: refs '${doomed}', 'e9999' are not in the current page*
    ...    Verify List Visible    refs=${refs}

Container Mode
    ${fruits} =    Ref Of    list "Fruits"
    @{items} =    Create List    Apple    banana    CHERRY    Honeydew
    ${result} =    Verify List Visible    container_ref=${fruits}    items=${items}
    Should Be Equal    ${result}[container_ref]    ${fruits}
    Should Be Equal    ${result}[verified_items]    ${items}
    Dictionary Should Not Contain Key    ${result}    visible_refs

Container Mode Ignores A Hidden Duplicate
    # "Date" is listed twice: hidden first, then shown.
    ${fruits} =    Ref Of    list "Fruits"
    @{items} =    Create List    Date
    Verify List Visible    container_ref=${fruits}    items=${items}

Container Mode Names The Missing Items
    # Elderberry is only hidden, Grape hides inside a shown item, Kale is in another list.
    ${fruits} =    Ref Of    list "Fruits"
    @{items} =    Create List    Apple    Elderberry    Grape    Kale
    Run Keyword And Expect Error    verification_failed: 3 of 4 items are not visible in container '${fruits}': 'Elderberry', 'Grape', 'Kale'
    ...    Verify List Visible    container_ref=${fruits}    items=${items}    timeout=0

Container Mode In A Cross-Origin Iframe
    ${list} =    Ref Of    list "Cross list"
    @{items} =    Create List    One    two
    Verify List Visible    container_ref=${list}    items=${items}

Container By Selector
    @{items} =    Create List    Apple    Date
    Verify List Visible    container_ref=id=fruits    items=${items}
    Verify List Visible    container_ref=internal:role=list[name="Fruits"i]    items=${items}

Hidden Container
    ${fruits} =    Ref Of    list "Fruits"
    Run Page Action    hide-fruits
    @{items} =    Create List    Apple
    Run Keyword And Expect Error    verification_failed: 1 of 1 items are not visible*'Apple'
    ...    Verify List Visible    container_ref=${fruits}    items=${items}    timeout=0

Fifty Rows
    Navigate    ${URL}/verify-long-list.html
    Take Snapshot
    ${rows} =    Ref Of    list "Rows"
    @{items} =    BuiltIn.Evaluate    [f"Item {i:02d}" for i in range(1, 51)]
    ${result} =    Verify List Visible    container_ref=${rows}    items=${items}
    Length Should Be    ${result}[verified_items]    50
    @{refs} =    BuiltIn.Evaluate    re.findall(r'listitem \\[ref=(\\w+)\\]', $SNAP)    modules=re
    Length Should Be    ${refs}    50
    Verify List Visible    refs=${refs}

Timeout Retries Container Mode
    Navigate    ${URL}/verify-delayed.html?ms=500
    @{items} =    Create List    Late button
    Verify List Visible    container_ref=id=slot    items=${items}    timeout=15s

Neither Mode
    Run Keyword And Expect Error    invalid_params: pass 'refs' (refs mode) or 'container_ref' with 'items' (container mode)
    ...    Verify List Visible

Both Modes
    @{refs} =    Create List    e1
    @{items} =    Create List    Apple
    Run Keyword And Expect Error    invalid_params:*not both
    ...    Verify List Visible    refs=${refs}    container_ref=e1    items=${items}

Empty Refs
    @{refs} =    Create List
    Run Keyword And Expect Error    invalid_params: argument 'refs' must list at least one ref
    ...    Verify List Visible    refs=${refs}

Empty Items
    @{items} =    Create List
    Run Keyword And Expect Error    invalid_params: argument 'items' must list at least one text
    ...    Verify List Visible    container_ref=id=fruits    items=${items}

Container Without Items
    Run Keyword And Expect Error    invalid_params: argument 'container_ref' needs 'items'*
    ...    Verify List Visible    container_ref=id=fruits

Items Without Container
    @{items} =    Create List    Apple
    Run Keyword And Expect Error    invalid_params: argument 'items' needs 'container_ref'*
    ...    Verify List Visible    items=${items}
