*** Settings ***
Documentation     Verify Element Visible: refs in every kind of frame, durable
...               selectors, hidden and removed elements, explicit frames.
Resource          verification.resource
Test Setup        Open Verification Page


*** Test Cases ***
Visible Element By Ref
    ${ref} =    Ref Of    button "Submit"
    ${result} =    Verify Element Visible    ${ref}
    Should Be Equal    ${result}[ref]    ${ref}
    Should Be True    ${result}[visible]

Refs Inside Same-Origin, Nested And Cross-Origin Iframes
    FOR    ${line}    IN    button "Child button"    button "Grand button"    button "Cross button"
        ${ref} =    Ref Of    ${line}
        Should Match Regexp    ${ref}    ^f\\d+e\\d+$
        Verify Element Visible    ${ref}
        Verify Element Visible    ref=${ref}
    END

Durable Selectors
    Verify Element Visible    internal:role=button[name="Submit"i]
    Verify Element Visible    id=submit
    Verify Element Visible    css=#submit
    Verify Element Visible    xpath=//button[@id="submit"]
    Verify Element Visible    text=Toggle me

Hidden Duplicate Does Not Hide The Visible One
    # The first element of css=.twin is display:none, the second is shown.
    Verify Element Visible    css=.twin
    Run Keyword And Expect Error    verification_failed: selector 'css=.hidden-twin' matches only elements that are not visible*
    ...    Verify Element Visible    css=.hidden-twin

Hidden Element Is Verification Failed
    ${ref} =    Ref Of    button "Toggle me"
    Run Page Action    hide
    ${error} =    Run Keyword And Expect Error    verification_failed: ref '${ref}' is present but not visible*
    ...    Verify Element Visible    ${ref}
    Run Page Action    show
    Verify Element Visible    ${ref}

Verification Failed Is An AssertionError
    ${ref} =    Ref Of    button "Toggle me"
    Run Page Action    hide
    TRY
        Verify Element Visible    ${ref}
    EXCEPT    AS    ${error}
        Should Start With    ${error}    verification_failed:
    END
    ${passed} =    Run Keyword And Return Status    Verify Element Visible    ${ref}
    Should Not Be True    ${passed}

Removed Element Is Stale Ref
    ${ref} =    Ref Of    button "Doomed"
    Run Page Action    remove
    Run Keyword And Expect Error    stale_ref: ref '${ref}' is not in the current page*take a new snapshot*
    ...    Verify Element Visible    ${ref}

Hidden Element Leaves The Tree At The Next Snapshot
    ${ref} =    Ref Of    button "Toggle me"
    Run Page Action    hide
    Take Snapshot
    Run Keyword And Expect Error    stale_ref:*    Verify Element Visible    ${ref}

Ref Of An Earlier Page Is Stale Ref
    ${ref} =    Ref Of    button "Cross button"
    Open Test Page    index.html
    Run Keyword And Expect Error    stale_ref:*    Verify Element Visible    ${ref}

Selector That Matches Nothing Is Element Not Found
    Run Keyword And Expect Error    element_not_found: selector 'css=.no-such-thing' matches no element*
    ...    Verify Element Visible    css=.no-such-thing

Malformed Selector Is Invalid Params
    Run Keyword And Expect Error    invalid_params:*    Verify Element Visible    css=[[[

Timeout Waits For The Element
    Navigate    ${URL}/verify-delayed.html?ms=4000
    Run Keyword And Expect Error    element_not_found:*    Verify Element Visible    id=late-button
    ${result} =    Verify Element Visible    id=late-button    timeout=15s
    Should Be Equal    ${result}[ref]    id=late-button

Timeout Runs Out With The Last Failure
    ${ref} =    Ref Of    button "Toggle me"
    Run Page Action    hide
    Run Keyword And Expect Error    verification_failed: ref '${ref}' is present but not visible*(still so after retrying for 0.5 s)
    ...    Verify Element Visible    ${ref}    timeout=0.5s

Timeout Does Not Retry A Stale Ref
    ${ref} =    Ref Of    button "Doomed"
    Run Page Action    remove
    ${started} =    BuiltIn.Evaluate    time.monotonic()    modules=time
    Run Keyword And Expect Error    stale_ref:*    Verify Element Visible    ${ref}    timeout=1 min
    ${took} =    BuiltIn.Evaluate    time.monotonic() - ${started}    modules=time
    Should Be True    ${took} < 30    a stale ref must fail at once, not after the timeout
