*** Settings ***
Documentation     Get Property: an element's live JavaScript property as a JSON value,
...               compared as what it is (a number as a number, a boolean as a boolean).
Resource          ../resources/common.resource
Test Setup        Open Test Page    getters-elements.html


*** Test Cases ***
Get Property Returns A JSON Value
    ${value} =    Get Property    id=email    value
    Should Be Equal    ${value}    start
    ${checked} =    Get Property    id=agree    checked
    Should Be Equal    ${checked}    ${True}
    ${count} =    Get Property    id=todo    childElementCount
    Should Be Equal    ${count}    ${3}
    ${record} =    Get Property    id=plain    record
    Should Be Equal    ${record.name}    Ada
    Should Be Equal    ${record}[tags]    ${{ ['a', 'b'] }}
    ${missing} =    Get Property    id=plain    noSuchProperty
    Should Be Equal    ${missing}    ${None}

Operators Compare As The Value Is
    Get Property    id=agree    checked    ==    ${True}
    Get Property    id=agree    checked    ==    true
    Get Property    id=todo    childElementCount    >=    3
    Get Property    id=todo    childElementCount    <    4
    Get Property    id=email    value    ^=    sta
    Get Property    id=plain    classList    ==    ['warning', 'note']
    Get Property    id=plain    record    validate    value['tags'] == ['a', 'b']
    Get Property    id=email    validity    validate    value['valid']

A Property Operator Retries Until It Changes
    Click    id=later
    Get Property    id=todo    childElementCount    ==    5
    Get Property    id=plain    record    validate    value['name'] == 'Grace'
    Get Property    id=newsletter    checked    ==    ${True}

A Failure Shows The Last Value
    Run Keyword And Expect Error
    ...    verification_failed: property childElementCount of id=todo '3' (int) should be greater than '3.0' (float)
    ...    Get Property    id=todo    childElementCount    >    3

A Property That Is No JSON Is Invalid Params
    Run Keyword And Expect Error    invalid_params: property 'callback' of selector 'id=plain' is a function, which is not serialisable*
    ...    Get Property    id=plain    callback
    Run Keyword And Expect Error    invalid_params: property 'parentElement' of selector 'id=plain' is a DOM node (body)*
    ...    Get Property    id=plain    parentElement
    Run Keyword And Expect Error    invalid_params: argument 'name' must be a non-empty name
    ...    Get Property    id=plain    ${EMPTY}

Errors Of The Element
    Run Keyword And Expect Error    invalid_params:*matches 3 elements*    Get Property    css=li    id
    Run Keyword And Expect Error    element_not_found:*    Get Property    id=nothing    id
    Run Keyword And Expect Error    stale_ref:*    Get Property    e9999    id
