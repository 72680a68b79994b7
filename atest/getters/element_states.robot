*** Settings ***
Documentation     Get Element States and Get Checkbox State: which states hold now, as a
...               list, and whether a checkbox or radio button is checked.
Resource          ../resources/common.resource
Test Setup        Open Test Page    getters-elements.html


*** Test Cases ***
Get Element States Returns The States That Hold
    @{states} =    Get Element States    id=email
    Should Be Equal    ${states}    ${{ ['attached', 'visible', 'enabled', 'editable'] }}
    @{states} =    Get Element States    id=save
    Should Be Equal    ${states}    ${{ ['attached', 'visible', 'disabled'] }}
    @{states} =    Get Element States    id=gone
    Should Be Equal    ${states}    ${{ ['attached', 'hidden', 'enabled'] }}
    @{states} =    Get Element States    id=agree
    Should Be Equal    ${states}    ${{ ['attached', 'visible', 'enabled', 'editable', 'checked'] }}
    Get Element States    id=locked    *=    readonly
    Get Element States    css=#size option >> nth=1    *=    selected

List Operators On States
    Get Element States    id=email    *=    visible
    Get Element States    id=email    *=    ['visible', 'enabled']
    Get Element States    id=email    not contains    ['hidden', 'disabled']
    Get Element States    id=email    ==    ['editable', 'enabled', 'visible', 'attached']
    Get Element States    id=email    validate    'focused' not in value

Focus Shows
    Evaluate JavaScript    () => document.getElementById("email").focus()
    Get Element States    id=email    *=    focused

States Retry Until They Change
    Click    id=later
    Get Element States    id=save    *=    enabled
    Get Element States    id=newsletter    *=    checked

A Failure Shows The Last States
    Run Keyword And Expect Error
    ...    EQUALS:verification_failed: states of id=save '['attached', 'visible', 'disabled']' (list) should contain '['enabled']' (list)
    ...    Get Element States    id=save    *=    enabled

Get Checkbox State Returns A Boolean
    ${agreed} =    Get Checkbox State    id=agree
    Should Be Equal    ${agreed}    ${True}
    ${newsletter} =    Get Checkbox State    id=newsletter
    Should Be Equal    ${newsletter}    ${False}

Checkbox State With Robot Words
    Get Checkbox State    id=agree    ==    checked
    Get Checkbox State    id=agree    ==    ${True}
    Get Checkbox State    id=agree    ==    true
    Get Checkbox State    id=newsletter    ==    unchecked
    Get Checkbox State    id=newsletter    !=    checked
    Get Checkbox State    id=plan-free    ==    checked
    Get Checkbox State    id=plan-pro    ==    unchecked
    Get Checkbox State    id=switch    ==    ${False}
    Get Checkbox State    id=newsletter-label    ==    unchecked

Checkbox State Agrees With Verify Value
    Get Checkbox State    id=agree    ==    checked
    Verify Value    id=agree    checked    checkbox

Checkbox State Retries Until It Changes
    Click    id=later
    Get Checkbox State    id=newsletter    ==    checked

A Failure Shows The Last State
    Run Keyword And Expect Error
    ...    verification_failed: checkbox state of id=newsletter 'False' (bool) should be 'True' (bool)
    ...    Get Checkbox State    id=newsletter    ==    checked

Only Equality Operators Take A Checkbox State
    Run Keyword And Expect Error    invalid_params: assertion_operator '*=' on checkbox state of id=agree*
    ...    Get Checkbox State    id=agree    *=    checked

A Non Checkbox Is Invalid Params
    Run Keyword And Expect Error
    ...    invalid_params: selector 'id=email' is an <input type=text>, not a checkbox or radio button*
    ...    Get Checkbox State    id=email

Errors Of The Element
    Run Keyword And Expect Error    invalid_params:*matches 3 elements*    Get Element States    css=li
    Run Keyword And Expect Error    element_not_found:*    Get Element States    id=nothing
    Run Keyword And Expect Error    stale_ref:*    Get Element States    e9999
    Run Keyword And Expect Error    invalid_params:*matches 2 elements*    Get Checkbox State    css=input[type=checkbox]
    Run Keyword And Expect Error    element_not_found:*    Get Checkbox State    id=nothing
    Run Keyword And Expect Error    stale_ref:*    Get Checkbox State    e9999
