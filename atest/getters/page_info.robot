*** Settings ***
Documentation     Get Title, Get Page Source, Get Viewport Size, Get Scroll Position and Get Scroll Size:
...               what a page (or a frame) is now, asserted with operators that retry.
Resource          ../resources/common.resource
Test Setup        Open Test Page    getters-page.html


*** Test Cases ***
Get Title Returns The Title
    ${title} =    Get Title
    Should Be Equal    ${title}    Page getters
    Get Title    ==    Page getters
    Get Title    ^=    Page
    Get Title    not contains    Changed

The Title Retries Until It Changes
    Click    id=later
    Get Title    ==    Changed title

A Failure Shows The Last Title
    Run Keyword And Expect Error    verification_failed: title 'Page getters' (str) should be 'Changed title' (str)
    ...    Get Title    ==    Changed title

The Title Of A Frame
    ${frames} =    Frames
    Get Title    ==    Inner title    frame_id=${frames}[frames][1][frame_id]

Get Page Source Returns The Current DOM
    ${html} =    Get Page Source
    Should Start With    ${html}    <!DOCTYPE html>
    Should Contain    ${html}    <h1>Page getters</h1>
    Get Page Source    *=    <h1>Page getters</h1>
    Click    id=later
    Get Page Source    *=    <h1>Rewritten</h1>
    Get Page Source    not contains    <h1>Page getters</h1>

A Failure Of The Source Names It
    Run Keyword And Expect Error    verification_failed: page source*should contain '<h1>Rewritten</h1>' (str)
    ...    Get Page Source    *=    <h1>Rewritten</h1>

The Source Of A Frame
    ${frames} =    Frames
    Get Page Source    *=    <p id="inner">Inner page</p>    frame_id=${frames}[frames][1][frame_id]
    Get Page Source    not contains    <p id="inner">

Get Viewport Size Follows Resize
    ${before} =    Get Viewport Size
    Resize    800    600
    ${size} =    Get Viewport Size
    Should Be Equal    ${size.width}    ${800}
    Should Be Equal    ${size.height}    ${600}
    Get Viewport Size    ==    {'width': 800, 'height': 600}
    Get Viewport Size    validate    value['width'] > value['height']
    Run Keyword And Expect Error    verification_failed: viewport size*should be*
    ...    Get Viewport Size    ==    {'width': 1024, 'height': 600}
    [Teardown]    Resize    ${before.width}    ${before.height}

Get Scroll Position Of The Page And Of An Element
    ${page} =    Get Scroll Position
    Should Be Equal    ${page}    ${{ {'x': 0, 'y': 0} }}
    Get Scroll Position    ${None}    ==    {'x': 0, 'y': 0}
    Get Scroll Position    id=log    ==    {'x': 0, 'y': 0}

The Scroll Position Retries Until It Changes
    Click    id=later
    Get Scroll Position    ${None}    ==    {'x': 0, 'y': 400}
    Get Scroll Position    id=log    validate    value['y'] == 200

A Failure Shows The Last Position
    Run Keyword And Expect Error
    ...    verification_failed: scroll position of id=log*'y': 0*should validate to true with*
    ...    Get Scroll Position    id=log    validate    value['y'] == 200

The Scroll Position Of A Frame
    ${frames} =    Frames
    Get Scroll Position    ${None}    ==    {'x': 0, 'y': 0}    frame_id=${frames}[frames][1][frame_id]

Get Scroll Size Of The Page And Of An Element
    ${viewport} =    Get Viewport Size
    ${page} =    Get Scroll Size
    Should Be True    ${page}[width] <= ${viewport}[width]
    Get Scroll Size    id=log    validate    value['height'] == 600
    Run Keyword And Expect Error
    ...    verification_failed: scroll size of id=log*should validate to true with*
    ...    Get Scroll Size    id=log    validate    value['height'] < 60
    Run Keyword And Expect Error    invalid_params:*matches*elements*    Get Scroll Size    css=div

Errors Of The Scrolled Element
    Run Keyword And Expect Error    invalid_params:*matches*elements*    Get Scroll Position    css=div
    Run Keyword And Expect Error    element_not_found:*    Get Scroll Position    id=nothing
    Run Keyword And Expect Error    stale_ref:*    Get Scroll Position    e9999
