*** Settings ***
Documentation     Expect Request / Wait For Request, Expect Response / Wait For Response:
...               start waiting before the action, collect after.
Resource          ../resources/common.resource
Suite Setup       Create Instance    waits
Test Setup        Open Test Page    network.html


*** Test Cases ***
The Response Of A POST
    ${wait} =    Expect Response    **/__api__/items    method=POST    status=201
    Click    id=add
    ${response} =    Wait For Response    ${wait}[wait_id]    timeout=5s
    Should Be Equal As Integers    ${response}[status]    201
    Should Be Equal    ${response}[method]    POST
    Should Be Equal    ${response}[json][item][name]    new item
    Should Be Equal    ${response}[headers][content-type]    application/json
    Get Text    id=added    ==    added 201

A Request Body This Engine Cannot Report Says So
    ${wait} =    Expect Request    **/__api__/items    method=post
    Click    id=add
    ${request} =    Wait For Request    ${wait}[wait_id]
    Should Be Equal    ${request}[method]    POST
    Should Be Equal    ${request}[body]    ${None}
    Should Start With    ${request}[body_unavailable]
    ...    the POST request's body of 19 bytes is not available: Firefox over WebDriver BiDi does not report request bodies

A Request That Came Before The Wait Was Collected Is Not Missed
    ${wait} =    Expect Request    regex:/__echo__\\?from=page$
    Click    id=echo-button
    Get Text    id=echo    *=    from=page
    ${request} =    Wait For Request    ${wait}[wait_id]    timeout=0
    Should Be Equal    ${request}[resource_type]    fetch

A Wait That Times Out Names The Pattern And What Came
    ${wait} =    Expect Response    **/never    method=GET
    Click    id=echo-button
    Get Text    id=echo    *=    from=page
    Run Keyword And Expect Error
    ...    wait_timeout: no response matching '**/never' (method GET) came within 0.3 s; the last requests seen meanwhile: *response GET ${URL}/__echo__?from=page -> 200*
    ...    Wait For Response    ${wait}[wait_id]    timeout=0.3s
    Run Keyword And Expect Error    invalid_params: argument 'wait_id': no pending wait*
    ...    Wait For Response    ${wait}[wait_id]

A Wait Belongs To Its Instance
    ${wait} =    Expect Request    **/__api__/items
    Create Instance    waits-other    browser_of=waits
    Open Test Page    network.html
    Get Text    id=state    ==    loaded 200
    Run Keyword And Expect Error    wait_timeout: no request matching '**/__api__/items' came*
    ...    Wait For Request    ${wait}[wait_id]    timeout=0.2s    instance=waits
    [Teardown]    Run Keywords    Destroy Instance    waits-other    AND    Switch Instance    waits

Bad Waits Name What Is Wrong
    Run Keyword And Expect Error    invalid_params: argument 'status' must be an HTTP status*
    ...    Expect Response    **    status=42
    Run Keyword And Expect Error    invalid_params: argument 'method' must be an HTTP method*
    ...    Expect Request    **    method=GET ME
    ${wait} =    Expect Request    **/never
    Run Keyword And Expect Error    invalid_params: argument 'wait_id': *collect it with `Wait For Request`
    ...    Wait For Response    ${wait}[wait_id]
