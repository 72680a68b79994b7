*** Settings ***
Documentation     Get Element Count: how many elements a selector matches now, compared
...               as a number; 0 is a count, not an error.
Resource          ../resources/common.resource
Test Setup        Open Test Page    getters-elements.html


*** Test Cases ***
Get Element Count Returns A Number
    ${count} =    Get Element Count    css=li.todo
    Should Be Equal    ${count}    ${3}
    ${none} =    Get Element Count    css=.nothing-here
    Should Be Equal    ${none}    ${0}

Operators Compare Numbers
    Get Element Count    css=li.todo    ==    3
    Get Element Count    css=li.todo    !=    4
    Get Element Count    css=li.todo    >=    3
    Get Element Count    css=li.todo    <    10
    Get Element Count    css=.nothing-here    ==    0
    Get Element Count    css=li.todo    validate    value % 2 == 1

A Count Retries Until It Changes
    Click    id=later
    ${count} =    Get Element Count    css=li.todo    ==    5
    Should Be Equal    ${count}    ${5}

A Failure Shows The Last Count
    Run Keyword And Expect Error
    ...    verification_failed: element count of css=li.todo '3' (int) should be '5' (int)
    ...    Get Element Count    css=li.todo    ==    5

A Ref Counts One Or Is Stale
    ${snap} =    Snapshot
    ${ref} =    Set Variable    ${{ re.search(r'heading "Element getters"[^\n]*\[ref=((?:f\d+)?e\d+)\]', $snap['snapshot']).group(1) }}
    Get Element Count    ${ref}    ==    1
    Run Keyword And Expect Error    stale_ref:*    Get Element Count    e9999

Counts In A Frame
    ${frames} =    Frames
    Get Element Count    css=input    ==    1    frame_id=${frames}[frames][1][frame_id]

A Text Operator Is Invalid Params
    Run Keyword And Expect Error    invalid_params: assertion_operator '*=' on element count of css=li*
    ...    Get Element Count    css=li    *=    3

A Bad Selector Is Invalid Params
    Run Keyword And Expect Error    invalid_params: '[[[' is not a valid selector*
    ...    Get Element Count    [[[
