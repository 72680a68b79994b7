*** Settings ***
Documentation     Collections: Get Elements (a selector per match, for a FOR loop), Get
...               Table Cell / Row Index / Column Index (cells by header and key texts,
...               looked up anew after a re-sort) and Get Select Options.
Resource          ../resources/common.resource
Test Setup        Open Test Page    collections.html


*** Test Cases ***
Get Elements Returns A Selector Per Match
    @{tasks} =    Get Elements    css=li.task
    Length Should Be    ${tasks}    5
    Should Be Equal    ${tasks}[0]    id=task-write
    Should Be Equal    ${tasks}[1]    css=li.task >> nth=1
    Should Be Equal    ${tasks}[3]    data-testid=task-ship
    Get Text    ${tasks}[2]    ==    Review

A FOR Loop Clicks Every Item
    @{buttons} =    Get Elements    css=li.task button    ==    5
    FOR    ${button}    IN    @{buttons}
        Click    ${button}
    END
    Get Text    id=clicks    ==    5
    Get Text    id=clicked    ==    Write,Test,Review,Ship,Celebrate

The Count Takes Operators And Retries
    Get Elements    css=li.task    >=    5
    Get Elements    css=.nothing-here    ==    0
    Click    id=more
    @{tasks} =    Get Elements    css=li.task    ==    6
    Get Text    ${tasks}[5]    ==    Late
    ${count} =    Get Elements    css=li.task    then    value * 2
    Should Be Equal    ${count}    ${12}

No Match Is An Empty List
    @{none} =    Get Elements    css=.nothing-here
    Should Be Empty    ${none}

A Failure Shows The Last Count
    Run Keyword And Expect Error
    ...    verification_failed: element count of css=li.task '5' (int) should be '7' (int)
    ...    Get Elements    css=li.task    ==    7

A Frame That Is Not There
    Run Keyword And Expect Error    frame_not_found:*    Get Elements    li    frame_id=frame-nope

Bad Selectors For Get Elements
    Run Keyword And Expect Error    invalid_params: '[[[' is not a valid selector*    Get Elements    [[[
    Run Keyword And Expect Error    stale_ref:*    Get Elements    e9999

Get Table Cell By Header And Key Texts
    ${email} =    Get Table Cell    id=people    Email    Grace
    Should Be Equal    ${email}    grace@example.com
    Get Table Cell    id=people    Age    Ada    ==    36
    Get Table Cell    id=people    Name    0    ==    Ada
    Get Table Cell    id=people    2    -1    ==    72
    Get Table Cell    id=people    Name    alan@example.com    ==    Alan    key_column=Email
    Get Table Cell    id=people    email    edsger    *=    @example

Cells Found By Header Text Survive A Re-Sort
    Get Table Row Index    id=people    Ada    ==    0
    Click    css=#people th >> nth=2
    Get Text    css=#people th >> nth=2    ==    Age ▲
    Get Table Cell    id=people    Name    0    ==    Ada
    Get Table Cell    id=people    Name    -1    ==    Grace
    Click    css=#people th >> nth=2
    Get Table Cell    id=people    Name    0    ==    Grace
    Get Table Cell    id=people    Age    Ada    ==    36
    Get Table Cell    id=people    Email    Alan    ==    alan@example.com
    Get Table Row Index    id=people    Ada    ==    3
    Click    css=#people th >> nth=0
    Get Table Cell    id=people    Age    Ada    ==    36
    Get Table Row Index    id=people    Ada    ==    0

Row And Column Indexes
    ${row} =    Get Table Row Index    id=people    Alan
    Should Be Equal    ${row}    ${2}
    Get Text    css=#people > tbody > tr >> nth=${row} >> td >> nth=1    ==    alan@example.com
    Get Table Row Index    id=people    edsger@example.com    ==    3    key_column=Email
    ${column} =    Get Table Column Index    id=people    Age
    Should Be Equal    ${column}    ${2}
    Get Table Column Index    id=people    email    ==    1

Spans And Header Rows
    Get Table Cell    id=plan    Evening    Mon    ==    Alan
    Get Table Cell    id=plan    Shift    Mon    ==    Ada
    Get Table Cell    id=plan    Evening    Tue    ==    Closed
    Get Table Column Index    id=plan    Morning    ==    1

Bad Table Input Names The Argument
    Run Keyword And Expect Error    invalid_params: argument 'ref': selector 'id=car' is a <select> element, not a <table>*
    ...    Get Table Cell    id=car    Name    0
    Run Keyword And Expect Error    element_not_found: argument 'column': selector 'id=people' has no column 'Phone'; its headers: 'Name', 'Email', 'Age'*
    ...    Get Table Cell    id=people    Phone    0
    Run Keyword And Expect Error    element_not_found: argument 'row': row 9 is not in selector 'id=people': it has 4 rows*
    ...    Get Table Cell    id=people    Name    9
    Run Keyword And Expect Error    element_not_found: argument 'row': no row of selector 'id=people' has 'Linus' in column 0 ('Name'); its texts there: 'Ada', 'Grace', 'Alan', 'Edsger'*
    ...    Get Table Cell    id=people    Email    Linus
    Run Keyword And Expect Error    element_not_found: argument 'key_column':*no column 'Phone'*
    ...    Get Table Row Index    id=people    Ada    key_column=Phone
    Run Keyword And Expect Error    element_not_found: argument 'column':*no column 'Phone'*
    ...    Get Table Column Index    id=people    Phone
    Run Keyword And Expect Error    invalid_params:*matches 2 elements*
    ...    Get Table Cell    css=table    Name    0

A Cell Assertion Shows The Last Text
    Run Keyword And Expect Error    verification_failed: cell Email, Ada of table id=people 'ada@example.com' (str) should be 'bob@example.com' (str)
    ...    Get Table Cell    id=people    Email    Ada    ==    bob@example.com

Get Select Options Lists Every Option
    @{options} =    Get Select Options    id=car
    Length Should Be    ${options}    5
    Should Be Equal    ${options}[1][label]    Volvo
    Should Be Equal    ${options}[1][group]    Swedish
    Should Be Equal    ${options}[2][disabled]    ${True}
    Should Be Equal    ${options}[3][disabled]    ${True}
    Should Be Equal    ${options}[3][group]    German
    Should Be Equal    ${options}[0][group]    ${None}
    Should Be Equal    ${options}[4][selected]    ${True}
    ${enabled} =    Get Select Options    id=car    then    [o['value'] for o in value if not o['disabled']]
    Should Be Equal    ${enabled}    ${{ ['', 'volvo', 'other'] }}
    Select Option    id=car    volvo
    Get Select Options    id=car    validate    [o['value'] for o in value if o['selected']] == ['volvo']

Get Select Options Of A Non Select
    Run Keyword And Expect Error    invalid_params: argument 'ref': selector 'id=people' is a <table> element, not a <select>*
    ...    Get Select Options    id=people
    Run Keyword And Expect Error    element_not_found:*    Get Select Options    id=nothing
