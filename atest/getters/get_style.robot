*** Settings ***
Documentation     Get Style: one computed property as text, or every property as a dictionary.
Resource          ../resources/common.resource
Test Setup        Open Test Page    getters-elements.html


*** Test Cases ***
Get Style Returns A Computed Value
    ${color} =    Get Style    id=plain    color
    Should Be Equal    ${color}    rgb(200, 0, 0)
    ${same} =    Get Style    id=plain    color
    Should Be Equal    ${same}    ${color}
    ${width} =    Get Style    id=box    width
    Should Be Equal    ${width}    120px

Camel Case Names Work Too
    Get Style    id=box    backgroundColor    ==    rgba(0, 0, 0, 0)
    Get Style    id=box    position    ==    absolute

Without A Property Every Property Comes As A Dictionary
    ${all} =    Get Style    id=box
    Should Be Equal    ${all}[position]    absolute
    Should Be Equal    ${all}[width]    120px
    Get Style    id=box    ${None}    *=    position
    Get Style    id=box    ${None}    validate    value['display'] == 'block'

A Style Operator Retries Until The Style Changes
    Click    id=later
    Get Style    id=plain    color    ==    rgb(0, 128, 0)
    Get Style    id=box    width    ==    240px

A Failure Shows The Last Value
    Run Keyword And Expect Error
    ...    verification_failed: style color of id=plain 'rgb(200, 0, 0)' (str) should be 'rgb(0, 128, 0)' (str)
    ...    Get Style    id=plain    color    ==    rgb(0, 128, 0)

A Name That Is Not CSS Is Invalid Params
    Run Keyword And Expect Error    invalid_params: argument 'property': 'colour' is not a CSS property*
    ...    Get Style    id=plain    colour

Errors Of The Element
    Run Keyword And Expect Error    invalid_params:*matches 3 elements*    Get Style    css=li    color
    Run Keyword And Expect Error    element_not_found:*    Get Style    id=nothing    color
    Run Keyword And Expect Error    stale_ref:*    Get Style    e9999    color
