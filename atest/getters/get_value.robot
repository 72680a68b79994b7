*** Settings ***
Documentation     Get Value: what an input, textarea or select holds now, asserted with
...               operators that retry until it changes.
Resource          ../resources/common.resource
Test Setup        Open Test Page    getters-elements.html


*** Test Cases ***
Get Value Returns What The Field Holds
    ${email} =    Get Value    id=email
    Should Be Equal    ${email}    start
    ${notes} =    Get Value    id=notes
    Should Be Equal    ${notes}    Some notes
    ${size} =    Get Value    id=size
    Should Be Equal    ${size}    m

A Label Reads Its Control
    Get Value    id=email-label    ==    start

Typed Text Is The Value, Not The Attribute
    Type    id=email    typed@example.com
    Get Value    id=email    ==    typed@example.com
    Get Attribute    id=email    value    ==    start

Operators Assert The Value
    Get Value    id=email    !=    other
    Get Value    id=email    ^=    sta
    Get Value    id=notes    *=    notes
    Get Value    id=notes    matches    ^Some \\w+$
    ${length} =    Get Value    id=email    then    len(value)
    Should Be Equal As Integers    ${length}    5

An Operator Retries Until The Value Changes
    Click    id=later
    ${email} =    Get Value    id=email    ==    ada@example.com
    Should Be Equal    ${email}    ada@example.com
    Get Value    id=size    ==    l

A Failure Shows The Last Value
    Run Keyword And Expect Error
    ...    verification_failed: value of id=email 'start' (str) should be 'ada@example.com' (str)
    ...    Get Value    id=email    ==    ada@example.com

A Value In A Frame
    ${frames} =    Frames
    Get Value    id=inner    ==    inside    frame_id=${frames}[frames][1][frame_id]

An Element Without A Value Is Invalid Params
    Run Keyword And Expect Error    invalid_params: selector 'id=plain' is a <p> element, which holds no value*
    ...    Get Value    id=plain

Errors Of The Element
    Run Keyword And Expect Error    invalid_params:*matches 3 elements*    Get Value    css=li
    Run Keyword And Expect Error    element_not_found:*    Get Value    id=nothing
    Run Keyword And Expect Error    stale_ref:*    Get Value    e9999    ==    x
