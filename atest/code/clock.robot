*** Settings ***
Documentation     The clock keywords move the time the pages see: a countdown fixture follows
...               Set Fixed Time, Install Clock and Run Clock For without waiting. A clock
...               cannot be taken back, so each test has its own instance.
Resource          ../resources/common.resource
Test Setup        Create Instance    clock    timezone_id=Asia/Tokyo
Test Teardown     Destroy Instance    clock


*** Test Cases ***
Set Fixed Time Moves The Countdown
    Open Test Page    countdown.html
    ${before} =    Get Text    id=left
    Set Fixed Time    2030-01-01
    Reload
    Get Text    id=today    ==    2029-12-31
    Get Text    id=local    ==    2030-01-01 00:00
    Get Text    id=left    ==    366
    Should Not Be Equal    ${before}    366

Install Clock And Run It For A While
    Install Clock    2030-12-31 10:00:00
    Open Test Page    countdown.html
    Get Text    id=left    ==    1
    Run Clock For    10 seconds
    Get Text    id=elapsed    ==    10
    ${result} =    Advance Clock    1 hour
    Should Match    ${result}[page_time]    2030-12-31T02:00:1*
    Get Text    id=reminder    ==    an hour has passed
    Get Text    id=local    ==    2030-12-31 11:00

Pause And Resume
    Install Clock    2030-01-01 09:00:00
    Open Test Page    countdown.html
    ${paused} =    Pause Clock At    2030-01-01 09:30:00
    Should Be Equal    ${paused}[page_time]    2030-01-01T00:30:00.000Z
    Sleep    1.2 s
    Get Text    id=local    ==    2030-01-01 09:30
    Resume Clock

A Date From The DateTime Library
    ${date} =    Evaluate    datetime.datetime(2030, 5, 1, 12, 0)    modules=datetime
    ${result} =    Set Fixed Time    ${date}
    Should Be Equal    ${result}[time]    2030-05-01T03:00:00.000Z

Moving Time Before It Was Set Fails Clearly
    Open Test Page    countdown.html
    Run Keyword And Expect Error
    ...    invalid_params: `Run Clock For` needs the clock to have a time first: call `Install Clock`*
    ...    Run Clock For    1 s
    Run Keyword And Expect Error    invalid_params: argument 'time' must be an ISO 8601 date*
    ...    Install Clock    next tuesday
    Install Clock    2030-01-01
    Run Keyword And Expect Error    invalid_params: argument 'duration' must be a duration*
    ...    Advance Clock    -1 s
