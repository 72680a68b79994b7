*** Settings ***
Documentation     Scroll To Element, Scroll By and Scroll To: the page and a scroll box.
Resource          input.resource
Suite Setup       Create Instance    input-scrolling
Test Setup        Open Test Page    input.html
Test Teardown     Resolve Pending Modals


*** Test Cases ***
Scroll The Page
    ${position} =    Scroll By    0    300
    Should Be Equal As Numbers    ${position}[y]    300
    Should Be Equal    ${position}[ref]    ${None}
    ${position} =    Scroll By    0    -100
    Should Be Equal As Numbers    ${position}[y]    200
    ${position} =    Scroll To    0    50
    Should Be Equal As Numbers    ${position}[y]    50
    ${position} =    Scroll To    -10    -10
    Should Be Equal As Numbers    ${position}[y]    0

Scroll A Scroll Box
    ${position} =    Scroll By    30    40    ref=id=box
    Should Be Equal As Numbers    ${position}[x]    30
    Should Be Equal As Numbers    ${position}[y]    40
    ${page} =    Evaluate JavaScript    () => window.scrollY
    Should Be Equal As Numbers    ${page}[result]    0
    ${position} =    Scroll To    0    0    ref=internal:label="Scroll box"i
    Should Be Equal As Numbers    ${position}[y]    0

Scroll To An Element
    ${result} =    Scroll To Element    id=far
    Should Be True    ${result}[in_view]
    ${result} =    Scroll To Element    id=hidden-file
    Should Not Be True    ${result}[in_view]

Positions Must Be Numbers
    Run Keyword And Expect Error    invalid_params: argument 'dy' must be a finite number of pixels, got inf
    ...    Scroll By    0    inf
    Run Keyword And Expect Error    invalid_params: argument 'x' must be a finite number of pixels, got nan
    ...    Scroll To    nan    0
    Run Keyword And Expect Error    ValueError: Argument 'dx' got value 'far' that cannot be converted to float*
    ...    Scroll By    far    0
