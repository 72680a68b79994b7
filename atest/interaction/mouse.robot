*** Settings ***
Documentation     Hover, Click variants, double click (synthetic on Firefox over BiDi) and
...               the mouse keywords at viewport coordinates, with their validation.
...               drag-mouse.html lays out a drawing pad at (20, 20) - (322, 222) and a
...               slider track at (20, 260) - (320, 270) whose handle follows mouse events.
Resource          ../resources/common.resource
Suite Setup       Create Instance    interaction-mouse
Test Setup        Open Test Page    drag-mouse.html


*** Test Cases ***
Hover Opens The Menu
    Hover    internal:role=button[name="Account"i]
    Wait For    text=Menu opened
    Verify Element Visible    internal:role=link[name="Sign out"i]

Click With Modifiers And Other Buttons
    Click    id=counter    modifiers=["Shift"]
    Wait For    text=Clicked 1 time(s) with shift
    Click    id=counter    modifiers=["Control", "Alt"]
    Wait For    text=Clicked 2 time(s) with ctrl+alt
    Click    internal:role=button[name="report.txt"i]    button=right
    Wait For    text=Context menu for report.txt
    Click    internal:role=button[name="report.txt"i]    button=middle
    Wait For    text=Middle click on report.txt
    Run Keyword And Expect Error
    ...    ValueError: Argument 'modifiers' got value '?"Ctrl"?' that cannot be converted to *'Alt', 'Control', 'ControlOrMeta', 'Meta', 'Shift'*
    ...    Click    id=counter    modifiers=["Ctrl"]
    Run Keyword And Expect Error    invalid_params: argument 'modifiers' may hold Alt, Control, ControlOrMeta, Meta, Shift; got 'Ctrl'
    ...    Call Tool    browser_click    ref=id=counter    modifiers=${{ ["Ctrl"] }}
    Run Keyword And Expect Error    invalid_params: argument 'button' must be one of 'left', 'right', 'middle'*
    ...    Call Tool    browser_click    ref=id=counter    button=back

Double Click Reaches The Page As A Dblclick
    [Documentation]    The two clicks go in a row, as a person's: the browser's own
    ...    dblclick, never a second one.
    ${click} =    Click    internal:role=button[name="Open folder"i]    double_click=True
    Wait For    text=Folder opened
    # A stock Firefox the library launched gets the clicks in a row, as a person's: the
    # browser's own dblclick.
    Should Not Be True    ${click}[synthetic_dblclick]
    Click    internal:role=button[name="Open folder"i]
    Wait For    text=Folder opened

Mouse Click Xy Clicks At Viewport Coordinates
    ${click} =    Mouse Click Xy    70    90
    Should Be Equal As Numbers    ${click}[x]    70
    Wait For    text=click 50,70 left
    Mouse Click Xy    100    100    button=right
    Wait For    text=contextmenu 80,80 right

Mouse Move Down Up Drive A Slider
    Mouse Move Xy    30    265
    Mouse Down
    Mouse Move Xy    130    265    steps=5
    Mouse Up
    Wait For    text=Zoom: 100

Mouse Drag Xy Drags A Slider
    ${drag} =    Mouse Drag Xy    30    265    230    265    steps=10
    Should Be Equal As Integers    ${drag}[steps]    10
    Wait For    text=Zoom: 200

Mouse Move Reports The Pointer
    Mouse Move Xy    120    70    steps=3
    Wait For    text=Pointer at 100,50

Mouse Wheel Scrolls The Page
    Mouse Move Xy    600    400
    Mouse Wheel    0    400
    Wait For    text=Scrolled to 400
    Mouse Wheel    0    -400
    Wait For    text=Scrolled to 0

Coordinates Outside The Viewport Are Rejected
    Run Keyword And Expect Error
    ...    invalid_params: argument 'x' must be from 0 up to (not including) 1280, the viewport's width in CSS pixels; got 1280
    ...    Mouse Click Xy    1280    10
    Run Keyword And Expect Error
    ...    invalid_params: argument 'y' must be from 0 up to (not including) 720, the viewport's height in CSS pixels; got -1
    ...    Mouse Move Xy    10    -1
    Run Keyword And Expect Error    invalid_params: argument 'end_y' must be from 0 up to (not including) 720*
    ...    Mouse Drag Xy    10    10    20    5000
    Run Keyword And Expect Error    invalid_params: argument 'steps' must be from 1 to 100, got 0
    ...    Mouse Move Xy    10    10    steps=0
    Run Keyword And Expect Error    invalid_params: argument 'delta_y' must be a finite number of pixels, got inf
    ...    Mouse Wheel    0    inf
    Run Keyword And Expect Error    invalid_params: argument 'x' must be a number, got 'left' (str)
    ...    Call Tool    browser_mouse_click_xy    x=left    y=${10}
    Run Keyword And Expect Error    ValueError: Argument 'x' got value 'left' that cannot be converted to float.
    ...    Mouse Click Xy    left    10

Mouse Keywords Follow The Page
    Run Keyword And Expect Error    page_not_found:*    Mouse Click Xy    10    10    page_id=page-000000000000
    Run Keyword And Expect Error    page_not_found:*    Mouse Wheel    0    10    page_id=page-000000000000

A Mouse Click That Opens A Dialog Reports It
    Open Test Page    dialogs-js.html
    ${box} =    Evaluate JavaScript
    ...    () => { const b = document.getElementById("alert").getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2] }
    ${click} =    Mouse Click Xy    ${box}[result][0]    ${box}[result][1]
    Should Be Equal    ${click}[modal][type]    alert
    Run Keyword And Expect Error    modal_state_blocked:*    Mouse Down
    Run Keyword And Expect Error    modal_state_blocked:*    Mouse Up
    Run Keyword And Expect Error    modal_state_blocked:*    Mouse Drag Xy    1    1    2    2
    Run Keyword And Expect Error    modal_state_blocked:*    Mouse Wheel    0    10
    Run Keyword And Expect Error    modal_state_blocked:*    Hover    id=confirm
    Run Keyword And Expect Error    modal_state_blocked:*    Drag    id=alert    id=confirm
    Handle Dialog    True
    Wait For    text=Alert closed


*** Keywords ***
Call Tool
    [Documentation]    Calls a core tool directly, as an MCP client would (bypassing the
    ...    keyword's own argument conversion), and raises its error like a keyword.
    [Arguments]    ${tool}    &{arguments}
    ${library} =    Get Library Instance    CamoufoxLibrary
    ${envelope} =    Call Method    ${library}    run_tool    ${tool}    ${{{**$arguments, "instance": "interaction-mouse"}}}
    IF    $envelope['status'] == 'error'
        Fail    ${envelope}[error_type]: ${envelope}[message]
    END
    RETURN    ${envelope}[data]
