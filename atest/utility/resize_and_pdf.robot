*** Settings ***
Documentation     Resize (one page only, at once, explicit page_id) and Pdf Save, which
...               always fails with unsupported_capability and touches nothing.
Resource          ../resources/common.resource
Library           ../resources/ProcessHelper.py
Suite Setup       Create Instance    utility-resize
Test Setup        Keep Only The First Tab


*** Variables ***
${PDF_MESSAGE}    unsupported_capability: PDF generation is not supported by Firefox/Camoufox. Use `Screenshot` for visual evidence.


*** Test Cases ***
Resize Changes The Selected Page At Once
    ${size} =    Resize    640    480
    Should Be Equal As Integers    ${size}[width]    640
    Should Be Equal As Integers    ${size}[height]    480
    ${inner} =    Evaluate JavaScript    [innerWidth, innerHeight]
    Should Be Equal    ${inner}[result]    ${{ [640, 480] }}
    ${shown} =    Evaluate JavaScript    document.getElementById('size').textContent
    Should Be Equal    ${shown}[result]    640x480

Resize Leaves Other Tabs Unchanged
    ${first} =    Get Selected Page Id
    ${before} =    Evaluate JavaScript    [innerWidth, innerHeight]
    Tabs New    ${URL}/util-tabs.html
    Resize    500    300
    ${other} =    Evaluate JavaScript    [innerWidth, innerHeight]    page_id=${first}
    Should Be Equal    ${other}[result]    ${before}[result]
    ${resized} =    Evaluate JavaScript    [innerWidth, innerHeight]
    Should Be Equal    ${resized}[result]    ${{ [500, 300] }}

Resize With Page Id Keeps The Selection
    ${first} =    Get Selected Page Id
    ${second} =    Tabs New    ${URL}/util-tabs.html
    Resize    420    360    page_id=${first}
    ${inner} =    Evaluate JavaScript    [innerWidth, innerHeight]    page_id=${first}
    Should Be Equal    ${inner}[result]    ${{ [420, 360] }}
    ${selected} =    Get Selected Page Id
    Should Be Equal    ${selected}    ${second}[page_id]

Resize Rejects Non Positive And Absurd Sizes
    Run Keyword And Expect Error    invalid_params: argument 'width' must be 1 to 16384 pixels, got 0    Resize    0    100
    Run Keyword And Expect Error    invalid_params: argument 'height' must be 1 to 16384 pixels, got -1    Resize    100    -1
    Run Keyword And Expect Error    invalid_params: argument 'width' must be 1 to 16384 pixels, got 20000    Resize    20000    100
    Run Keyword And Expect Error    page_not_found:*    Resize    100    100    page_id=page-gone

Resize Of An Unknown Instance
    Run Keyword And Expect Error    instance_not_found:*    Resize    100    100    instance=nobody

Pdf Save Always Fails With Unsupported Capability
    Run Keyword And Expect Error    ${PDF_MESSAGE}    Pdf Save
    Run Keyword And Expect Error    ${PDF_MESSAGE}    Pdf Save    paper_format=Letter    landscape=True    print_background=True

Pdf Save Writes Nothing And Launches Nothing
    ${folder} =    Set Variable    ${OUTPUT DIR}${/}pdf-save-${{ __import__('uuid').uuid4().hex }}
    ${before} =    Pids Started By    ${{ __import__('os').getpid() }}
    Run Keyword And Expect Error    ${PDF_MESSAGE}    Pdf Save    ${folder}${/}page.pdf
    Directory Should Not Exist    ${folder}
    File Should Not Exist    ${folder}${/}page.pdf
    ${after} =    Pids Started By    ${{ __import__('os').getpid() }}
    Should Be Equal    ${after}    ${before}
    ${tabs} =    Tabs List
    Length Should Be    ${tabs}[tabs]    1

Pdf Save Of An Unknown Instance Is Instance Not Found
    Run Keyword And Expect Error    instance_not_found:*    Pdf Save    ${OUTPUT DIR}${/}nope.pdf    instance=nobody
    File Should Not Exist    ${OUTPUT DIR}${/}nope.pdf


*** Keywords ***
Keep Only The First Tab
    ${tabs} =    Tabs List
    IF    not $tabs['tabs']    Tabs New
    ${tabs} =    Tabs List
    ${rest} =    Get Slice From List    ${tabs}[tabs]    1
    FOR    ${tab}    IN    @{rest}
        Tabs Close    page_id=${tab}[page_id]
    END
    Tabs Select    0
    Open Test Page    util-tabs.html

Get Selected Page Id
    ${list} =    List Instances
    FOR    ${inst}    IN    @{list}[instances]
        IF    $inst['instance'] == 'utility-resize'    RETURN    ${inst}[selected_page_id]
    END
    Fail    instance utility-resize is not running
