*** Settings ***
Documentation     Get Attribute, Get Attribute Names and Get Classes: what the page wrote
...               on an element, asserted as text or as lists.
Resource          ../resources/common.resource
Test Setup        Open Test Page    getters-elements.html


*** Test Cases ***
Get Attribute Returns The Value Or None
    ${title} =    Get Attribute    id=plain    title
    Should Be Equal    ${title}    A note
    ${none} =    Get Attribute    id=plain    data-missing
    Should Be Equal    ${none}    ${None}
    ${bare} =    Get Attribute    id=save    disabled
    Should Be Equal    ${bare}    ${EMPTY}

Attribute Operators
    Get Attribute    id=email    data-state    ==    closed
    Get Attribute    id=email    data-state    !=    open
    Get Attribute    id=plain    title    *=    note
    Get Attribute    id=plain    data-missing    ==    ${None}

An Attribute Operator Retries Until The Attribute Changes
    Click    id=later
    Get Attribute    id=email    data-state    ==    open
    Get Attribute    id=email    required    ==    ${None}
    Get Attribute    id=save    disabled    ==    ${None}

An Absent Attribute Fails A Text Operator With Its Last Value
    Run Keyword And Expect Error
    ...    verification_failed: attribute data-missing of id=plain 'None' (nonetype) should contain 'x' (str)
    ...    Get Attribute    id=plain    data-missing    *=    x

An Empty Attribute Name Is Invalid Params
    Run Keyword And Expect Error    invalid_params: argument 'name' must be a non-empty name
    ...    Get Attribute    id=plain    ${SPACE}

Get Attribute Names Returns A List
    @{names} =    Get Attribute Names    id=email
    Should Be Equal    ${names}    ${{ ['id', 'name', 'value', 'required', 'data-state'] }}
    Get Attribute Names    id=email    *=    required
    Get Attribute Names    id=email    *=    ['id', 'value']
    Get Attribute Names    id=email    ==    ['data-state', 'id', 'name', 'required', 'value']
    Get Attribute Names    id=email    not contains    disabled
    Get Attribute Names    id=email    validate    len(value) == 5

Attribute Names Wait For A Change
    Click    id=later
    Get Attribute Names    id=email    not contains    required

A Failure Of Attribute Names Shows The List
    Run Keyword And Expect Error
    ...    verification_failed: attribute names of id=plain*should contain*'href'*
    ...    Get Attribute Names    id=plain    *=    href

Get Classes Returns A List
    @{classes} =    Get Classes    id=plain
    Should Be Equal    ${classes}    ${{ ['note', 'warning'] }}
    Get Classes    id=plain    *=    warning
    Get Classes    id=plain    ==    ['warning', 'note']
    Get Classes    id=plain    !=    ['note']
    Get Classes    id=plain    not contains    done
    ${empty} =    Get Classes    css=h1
    Should Be Empty    ${empty}

Classes Wait For A Change
    Click    id=later
    Get Classes    id=status    *=    done

A Failure Of Classes Shows The Last Classes
    Run Keyword And Expect Error
    ...    EQUALS:verification_failed: classes of id=status '['message']' (list) should contain '['done']' (list)
    ...    Get Classes    id=status    *=    done

A List Operator Classes Cannot Take Is Invalid Params
    Run Keyword And Expect Error    invalid_params: assertion_operator '^=' on classes of id=plain*
    ...    Get Classes    id=plain    ^=    note

Errors Of The Element
    Run Keyword And Expect Error    invalid_params:*matches 3 elements*    Get Attribute    css=li    title
    Run Keyword And Expect Error    element_not_found:*    Get Attribute    id=nothing    title
    Run Keyword And Expect Error    stale_ref:*    Get Attribute    e9999    title
    Run Keyword And Expect Error    invalid_params:*matches 3 elements*    Get Attribute Names    css=li
    Run Keyword And Expect Error    element_not_found:*    Get Attribute Names    id=nothing
    Run Keyword And Expect Error    stale_ref:*    Get Attribute Names    e9999
    Run Keyword And Expect Error    invalid_params:*matches 3 elements*    Get Classes    css=li
    Run Keyword And Expect Error    element_not_found:*    Get Classes    id=nothing
    Run Keyword And Expect Error    stale_ref:*    Get Classes    e9999
