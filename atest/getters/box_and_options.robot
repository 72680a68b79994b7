*** Settings ***
Documentation     Get Bounding Box and Get Selected Options: a box in the viewport's
...               CSS pixels, and the chosen options of a select.
Resource          ../resources/common.resource
Test Setup        Open Test Page    getters-elements.html


*** Test Cases ***
Get Bounding Box Returns The Box
    ${box} =    Get Bounding Box    id=box
    Should Be Equal As Numbers    ${box.x}    600
    Should Be Equal As Numbers    ${box.y}    40
    Should Be Equal As Numbers    ${box.width}    120
    Should Be Equal As Numbers    ${box.height}    30
    Get Bounding Box    id=box    ==    {'x': 600, 'y': 40, 'width': 120, 'height': 30}
    Get Bounding Box    id=box    *=    width
    Get Bounding Box    id=box    validate    value['width'] > 100

The Box Is Where The Mouse Clicks
    ${box} =    Get Bounding Box    id=later
    Mouse Click Xy    ${box.x + 5}    ${box.y + 5}
    Get Element Count    css=li.todo    ==    5

An Element Without A Box Has None
    ${box} =    Get Bounding Box    id=gone
    Should Be Equal    ${box}    ${None}
    Get Bounding Box    id=gone    ==    ${None}

The Box Retries Until It Changes
    Click    id=later
    Get Bounding Box    id=box    validate    value['width'] == 240

A Failure Shows The Last Box
    Run Keyword And Expect Error
    ...    verification_failed: bounding box of id=box*'width': 120*should validate to true with*
    ...    Get Bounding Box    id=box    validate    value['width'] == 240

Get Selected Options Returns Value, Label And Index
    @{chosen} =    Get Selected Options    id=size
    Length Should Be    ${chosen}    1
    Should Be Equal    ${chosen}[0][value]    m
    Should Be Equal    ${chosen}[0][label]    Medium
    Should Be Equal    ${chosen}[0][index]    ${1}
    @{toppings} =    Get Selected Options    id=toppings
    Should Be Equal    ${toppings}[1][label]    Cheese

Selected Options With Operators
    Get Selected Options    id=size    ==    [{'value': 'm', 'label': 'Medium', 'index': 1}]
    ${labels} =    Get Selected Options    id=toppings    then    [o['label'] for o in value]
    Should Be Equal    ${labels}    ${{ ['Ham', 'Cheese'] }}
    Get Selected Options    id=toppings    validate    [o['value'] for o in value] == ['ham', 'cheese']
    Select Option    id=toppings    olives
    Get Selected Options    id=toppings    validate    [o['value'] for o in value] == ['olives']

Selected Options Retry Until They Change
    Click    id=later
    Get Selected Options    id=size    validate    value[0]['label'] == 'Large'

A Failure Shows The Last Options
    Run Keyword And Expect Error
    ...    verification_failed: selected options of id=size*'Medium'*should validate to true with*
    ...    Get Selected Options    id=size    validate    value[0]['label'] == 'Large'

A Non Select Is Invalid Params
    Run Keyword And Expect Error    invalid_params: selector 'id=email' is an <input> element, not a <select>*
    ...    Get Selected Options    id=email

Errors Of The Element
    Run Keyword And Expect Error    invalid_params:*matches 3 elements*    Get Bounding Box    css=li
    Run Keyword And Expect Error    element_not_found:*    Get Bounding Box    id=nothing
    Run Keyword And Expect Error    stale_ref:*    Get Bounding Box    e9999
    Run Keyword And Expect Error    invalid_params:*matches 2 elements*    Get Selected Options    css=select
    Run Keyword And Expect Error    element_not_found:*    Get Selected Options    id=nothing
    Run Keyword And Expect Error    stale_ref:*    Get Selected Options    e9999
