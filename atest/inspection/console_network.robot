*** Settings ***
Documentation     Console Messages and Network Requests: what a page logged and requested
...               from the moment it opened, the level filter, the 1,000-entry bound,
...               failed requests, static resources, and the errors.
Resource          ../resources/common.resource
Library           ../resources/ProcessHelper.py
Suite Setup       Create Instance    console


*** Test Cases ***
Messages Logged While The Page Loads Are Captured
    Open Test Page    log-console.html
    ${messages} =    Messages Once Both Page Errors Arrived
    ${texts} =    Texts Of    ${messages}
    FOR    ${expected}    IN    inline log 42    inline info    inline warning    inline error    inline debug
        Should Contain    ${texts}    ${expected}
    END
    ${log} =    Message With Text    ${messages}    inline log 42
    Should Be Equal    ${log}[type]    log
    Should Be Equal    ${log}[url]    ${URL}/log-console.html
    ${warning} =    Message With Text    ${messages}    inline warning
    Should Be Equal    ${warning}[type]    warning

Thrown Error And Unhandled Rejection Are Page Errors
    ${messages} =    Messages Once Both Page Errors Arrived
    ${thrown} =    Message With Text    ${messages}    TypeError: thrown during load
    Should Be Equal    ${thrown}[type]    pageerror
    Should Contain    ${thrown}[stack]    log-console.html
    ${rejection} =    Message With Text    ${messages}    Error: rejection nobody handled
    Should Be Equal    ${rejection}[type]    pageerror

Messages Logged Later Are Appended
    Click    id=later
    Wait Until Keyword Succeeds    5s    100ms    Last Message Should Be    clicked later

Level Keeps That Level And More Severe Ones
    ${all} =    Console Messages
    ${types} =    Types Of    ${all}[messages]
    Should Contain    ${types}    debug
    ${result} =    Console Messages    level=debug
    Should Be Equal    ${result}[messages]    ${all}[messages]
    ${result} =    Console Messages    level=info
    ${types} =    Types Of    ${result}[messages]
    Should Be Equal    ${types}    ${{ sorted({'log', 'info', 'warning', 'error', 'pageerror'}) }}
    ${result} =    Console Messages    level=warning
    ${types} =    Types Of    ${result}[messages]
    Should Be Equal    ${types}    ${{ ['error', 'pageerror', 'warning'] }}
    ${result} =    Console Messages    level=error
    ${types} =    Types Of    ${result}[messages]
    Should Be Equal    ${types}    ${{ ['error', 'pageerror'] }}

Invalid Level
    [Documentation]    A closed set of words: Robot Framework checks it before the keyword
    ...    runs, in any case (``ERROR`` is ``error``).
    Run Keyword And Expect Error
    ...    ValueError: Argument 'level' got value 'fatal' that cannot be converted to 'debug', 'info', 'warning' or 'error' or None.
    ...    Console Messages    level=fatal
    ${upper} =    Console Messages    level=ERROR
    ${lower} =    Console Messages    level=error
    Should Be Equal    ${upper}[messages]    ${lower}[messages]

At Most 1000 Messages Are Kept And The Oldest Are Dropped
    ${before} =    Console Messages
    ${earlier} =    Evaluate    len($before['messages']) + $before['dropped']
    Open Test Page    log-chatty.html
    Wait Until Keyword Succeeds    5s    100ms    Last Message Should Be    all logged
    ${result} =    Console Messages
    Length Should Be    ${result}[messages]    1000
    # 1,201 new messages: the earlier ones went first, then messages 0..200.
    Should Be Equal As Integers    ${result}[dropped]    ${earlier + 201}
    Should Be Equal    ${result}[messages][0][text]    message 201
    Should Be Equal    ${result}[messages][-2][text]    message 1199
    Should Be Equal    ${result}[messages][-1][text]    all logged

Fetch, Xhr And A Refused Request Are Recorded
    ${port} =    Free Port
    Open Test Page    log-network.html?closed=${port}
    Wait For    text=requests done
    ${requests} =    Wait Until Keyword Succeeds    5s    100ms    Requests Of This Page Are Complete
    ${document} =    Request To    ${requests}    ${URL}/log-network.html?closed=${port}
    Should Be Equal    ${document}[resource_type]    document
    Should Be Equal As Integers    ${document}[status]    200
    ${fetch} =    Request To    ${requests}    ${URL}/index.html?via=fetch
    Should Be Equal    ${fetch}[resource_type]    fetch
    Should Be Equal    ${fetch}[method]    GET
    Should Be Equal As Integers    ${fetch}[status]    200
    Should Be True    ${fetch}[ok]
    Should Be Equal    ${fetch}[failure]    ${None}
    ${xhr} =    Request To    ${requests}    ${URL}/second.html?via=xhr
    Should Be Equal    ${xhr}[resource_type]    xhr
    Should Be Equal As Integers    ${xhr}[status]    200
    ${refused} =    Request To    ${requests}    http://127.0.0.1:${port}/refused
    Should Not Be Empty    ${refused}[failure]
    Should Be Equal    ${refused}[status]    ${None}
    Should Be Equal    ${refused}[ok]    ${False}

Static Resources Only With Include Static
    ${result} =    Network Requests
    ${urls} =    Urls Of    ${result}[requests]
    Should Not Contain    ${urls}    ${URL}/log-style.css
    ${result} =    Network Requests    include_static=True
    ${css} =    Request To    ${result}[requests]    ${URL}/log-style.css
    Should Be Equal    ${css}[resource_type]    stylesheet
    Should Be Equal As Integers    ${css}[status]    200
    Should Be Equal As Integers    ${result}[dropped]    0

Unknown Page Or Instance
    Run Keyword And Expect Error    page_not_found: no open page 'page-nope'*
    ...    Console Messages    page_id=page-nope
    Run Keyword And Expect Error    page_not_found: no open page 'page-nope'*
    ...    Network Requests    page_id=page-nope
    Run Keyword And Expect Error    instance_not_found:*'nope'*    Console Messages    instance=nope
    Run Keyword And Expect Error    instance_not_found:*'nope'*    Network Requests    instance=nope

A Popup Has Its Own Log From Its First Script On
    [Documentation]    The popup's inline script runs before anything could ask for
    ...    its id: its messages are there all the same, and the opener's are not.
    Open Test Page    index.html
    Evaluate JavaScript    () => { window.open('log-console.html') }
    Wait Until Keyword Succeeds    5s    100ms    Page Count Should Be    2
    ${closed} =    Close
    ${messages} =    Messages Once Both Page Errors Arrived
    ${texts} =    Texts Of    ${messages}
    Should Be Equal    ${texts}[0]    inline log 42
    ${result} =    Console Messages
    Should Be Equal    ${result}[page_id]    ${closed}[selected_page_id]
    Should Not Contain    ${texts}    all logged
    ${result} =    Network Requests
    Should Be Equal    ${result}[requests][0][url]    ${URL}/log-console.html


*** Keywords ***
Messages Once Both Page Errors Arrived
    [Documentation]    The page's messages, once its two page errors have been reported
    ...    (they come a moment after the load).
    ${messages} =    Wait Until Keyword Succeeds    5s    100ms    Two Page Errors
    RETURN    ${messages}

Two Page Errors
    ${result} =    Console Messages    level=error
    ${errors} =    Evaluate    [m for m in $result['messages'] if m['type'] == 'pageerror']
    Length Should Be    ${errors}    2
    ${all} =    Console Messages
    RETURN    ${all}[messages]

Last Message Should Be
    [Arguments]    ${text}
    ${result} =    Console Messages
    Should Be Equal    ${result}[messages][-1][text]    ${text}

Requests Of This Page Are Complete
    [Documentation]    The requests since the last document load, once each has an answer.
    ${result} =    Network Requests
    ${requests} =    Evaluate
    ...    $result['requests'][max(i for i, r in enumerate($result['requests']) if r['resource_type'] == 'document'):]
    Length Should Be    ${requests}    4
    FOR    ${request}    IN    @{requests}
        Should Not Be Equal    ${request}[ok]    ${None}    no answer yet for ${request}[url]
    END
    RETURN    ${requests}

Page Count Should Be
    [Arguments]    ${count}
    ${info} =    List Instances
    Should Be Equal As Integers    ${info}[instances][0][page_count]    ${count}

Texts Of
    [Arguments]    ${messages}
    RETURN    ${{ [m['text'] for m in $messages] }}

Types Of
    [Documentation]    The distinct message types, sorted.
    [Arguments]    ${messages}
    RETURN    ${{ sorted({m['type'] for m in $messages}) }}

Urls Of
    [Arguments]    ${requests}
    RETURN    ${{ [r['url'] for r in $requests] }}

Message With Text
    [Arguments]    ${messages}    ${text}
    ${found} =    Evaluate    [m for m in $messages if m['text'] == text]    namespace=${{ {'text': $text} }}
    Should Not Be Empty    ${found}    no console message '${text}'
    RETURN    ${found}[0]

Request To
    [Arguments]    ${requests}    ${url}
    ${found} =    Evaluate    [r for r in $requests if r['url'] == url]    namespace=${{ {'url': $url} }}
    Should Not Be Empty    ${found}    no request to ${url}
    RETURN    ${found}[0]
