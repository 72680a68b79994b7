*** Settings ***
Documentation     Route Fulfill, Route Abort, Route Continue, List Routes, Unroute: what the
...               page gets instead of the network, on the fixture JSON API.
Resource          ../resources/common.resource
Suite Setup       Create Instance    routes
Test Setup        Unroute All


*** Test Cases ***
A Mocked JSON API Is What The Page Renders
    ${mock} =    Create Dictionary    items=${{ [{"id": 9, "name": "mocked item"}] }}
    ${route} =    Route Fulfill    **/__api__/items    json=${mock}
    Should Be Equal As Integers    ${route}[matched]    0
    Open Test Page    network.html
    Get Text    id=state    ==    loaded 200
    Get Text    id=items    ==    mocked item
    ${routes} =    List Routes
    Should Be Equal    ${routes}[routes][0][route_id]    ${route}[route_id]
    Should Be Equal As Integers    ${routes}[routes][0][matched]    1

JSON Written As Text And A Status Of Its Own
    Route Fulfill    **/__api__/items    status=503    json={"items": [{"name": "from text"}]}
    Open Test Page    network.html
    Get Text    id=state    ==    loaded 503
    Get Text    id=items    ==    from text

A Body From A File
    ${file} =    Set Variable    ${OUTPUT DIR}/mocked-items.json
    Create File    ${file}    {"items": [{"name": "from a file"}]}
    ${route} =    Route Fulfill    **/__api__/items    path=${file}
    Should Be Equal    ${route}[content_type]    application/json
    Open Test Page    network.html
    Get Text    id=items    ==    from a file

Aborted Images Do Not Load
    Route Abort    **/*.png
    Open Test Page    network.html
    Wait For Function    document.getElementById('pixel').dataset.state === 'broken'
    ${requests} =    Network Requests    include_static=True
    ${pixel} =    Evaluate    [r for r in $requests['requests'] if r['url'].endswith('/__pixel__.png')][-1]
    Should Be Equal    ${pixel}[failure]    NS_ERROR_ABORT
    Unroute All
    Reload
    Wait For Function    document.getElementById('pixel').dataset.state === 'loaded'

A Continued Request Carries The Header The Server Echoes
    Route Continue    **/__echo__*    headers=${{ {"X-Added": "by the test"} }}
    Open Test Page    network.html
    Click    id=echo-button
    Get Text    id=echo    *=    "x-added": "by the test"
    Get Text    id=echo    *=    "method": "GET"

A Continued Request With Another Method
    Route Continue    **/__echo__*    method=POST
    Open Test Page    network.html
    Click    id=echo-button
    Get Text    id=echo    *=    "method": "POST"

Routes Are Removed One By One Or All
    ${first} =    Route Fulfill    **/__api__/items    json={"items": [{"name": "first"}]}
    ${second} =    Route Fulfill    **/__api__/items    json={"items": [{"name": "second"}]}
    Route Abort    **/*.png
    Open Test Page    network.html
    Get Text    id=items    ==    second
    ${removed} =    Unroute    ${second}[route_id]
    Should Be Equal As Integers    ${removed}[removed][0][matched]    1
    Reload
    Get Text    id=items    ==    first
    Unroute    **/__api__/items
    Reload
    Get Text    id=items    ==    from the server
    ${left} =    List Routes
    Should Be Equal    ${left}[routes][0][action]    abort
    ${all} =    Unroute All
    Length Should Be    ${all}[removed]    1
    ${none} =    List Routes
    Should Be Empty    ${none}[routes]

Another Instance Sees None Of The Routes
    Route Fulfill    **/__api__/items    json={"items": [{"name": "mocked"}]}
    Create Instance    routes-other    browser_of=routes
    Open Test Page    network.html
    Get Text    id=items    ==    from the server
    ${routes} =    List Routes
    Should Be Empty    ${routes}[routes]
    [Teardown]    Run Keywords    Destroy Instance    routes-other    AND    Switch Instance    routes

Bad Arguments Name What Is Wrong
    Run Keyword And Expect Error    invalid_params: argument 'url': '(' is not a valid regular expression*
    ...    Route Fulfill    regex:(
    Run Keyword And Expect Error    invalid_params: argument 'status' must be an HTTP status from 200 to 599*
    ...    Route Fulfill    **    status=700
    Run Keyword And Expect Error    invalid_params: argument 'path': file '${OUTPUT DIR}/nothing.json' cannot be read*
    ...    Route Fulfill    **    path=${OUTPUT DIR}/nothing.json
    Run Keyword And Expect Error    invalid_params: give one of body, json and path, not body and json
    ...    Route Fulfill    **    body=x    json={}
    Run Keyword And Expect Error    invalid_params: argument 'route': no route 'nope'*
    ...    Unroute    nope

What Firefox Over BiDi Cannot Do Is Refused
    Run Keyword And Expect Error    unsupported_capability: argument 'error': *NS_ERROR_ABORT*
    ...    Route Abort    **/*.png    error=blockedbyclient
    Run Keyword And Expect Error    unsupported_capability: argument 'to_url': *
    ...    Route Continue    **/__api__/items    to_url=${URL}/other
