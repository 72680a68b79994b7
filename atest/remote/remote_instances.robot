*** Settings ***
Documentation     Remote instances: Create Instance with ws_endpoint connects to a
...               ``playwright run-server`` on 127.0.0.1 (a random free port, started in
...               the suite setup and stopped by its PID in the teardown). The keywords
...               work on remote instances as on local ones, shared ones included; files
...               land here; the connect errors name the endpoint and the cause; a server
...               killed mid-test fails every instance in its browser; no process is left.
...               A fleet: a list of endpoints connects past a dead one, a full fleet fails
...               at once saying so (servers answering 503 full: testsupport/handshakes.py),
...               instances on one ``playwright launch-server`` share no context.
Resource          ../resources/common.resource
Library           ../resources/ProcessHelper.py
Library           testsupport.browserserver.BrowserServers
Library           testsupport.handshakes.Handshakes
Suite Setup       Start The Browser Server
Suite Teardown    Run Keywords    Destroy Every Instance    AND    Stop Browser Servers
...               AND    Stop Handshake Servers
Test Teardown     Destroy Every Instance


*** Test Cases ***
Navigate, Snapshot, Verify And Screenshot
    ${info} =    Create Remote Instance
    Should Be Equal    ${info}[engine]    remote
    Should Be Equal    ${info}[ws_endpoint]    ${ENDPOINT}
    Should Be Equal    ${info}[pid]    ${None}
    ${page} =    Navigate    ${URL}/index.html
    Should Be Equal    ${page}[title]    Fixture Home
    ${snap} =    Snapshot
    Should Contain    ${snap}[snapshot]    heading "Welcome to the fixtures"
    Verify Text Visible    Welcome to the fixtures
    ${shot} =    Screenshot
    File Should Exist    ${shot}
    Should Start With    ${shot}    ${OUTPUT DIR}

Type, Click And File Upload
    Create Remote Instance
    Navigate    ${URL}/form.html
    Type    id=full-name    Ada Lovelace
    Verify Value    id=full-name    Ada Lovelace
    Click    id=newsletter
    ${click} =    Click    id=avatar
    Should Be Equal    ${click}[modal][kind]    file_chooser
    File Upload    ${CURDIR}/../pages/second.html
    Click    internal:role=button[name="Create account"i]
    Verify Text Visible    Avatar: second.html
    Verify Text Visible    Newsletter: yes

Tabs And Frames
    Create Remote Instance
    ${tab} =    Tabs New    ${URL}/second.html
    ${tabs} =    Tabs List
    Length Should Be    ${tabs}[tabs]    2
    Tabs Select    0
    Tabs Close    page_id=${tab}[page_id]
    Navigate    ${URL}/frames-main.html?cross=${CROSS_URL}
    Wait Until Keyword Succeeds    10s    0.1s    Frame Count Should Be    6
    ${frames} =    Frames
    ${payments} =    Set Variable    ${{ [f for f in $frames['frames'] if f['url'].endswith('?payments')][0] }}
    ${snap} =    Snapshot    frame_id=${payments}[frame_id]
    Should Contain    ${snap}[snapshot]    Leaf payments

A Shared Remote Instance Is A New Context In That Browser
    Create Remote Instance    owner
    Navigate    ${URL}/storage-page.html
    Evaluate JavaScript    () => { document.cookie = "who=owner; path=/" }
    ${info} =    Create Instance    guest    browser_of=owner    locale=fi-FI
    Should Be Equal    ${info}[shares_browser_with]    ${{ ["owner"] }}
    Should Be Equal    ${info}[ws_endpoint]    ${ENDPOINT}
    Navigate    ${URL}/storage-page.html
    ${cookies} =    Get Cookies
    Should Be Empty    ${cookies}[cookies]
    ${language} =    Evaluate JavaScript    navigator.language
    Should Be Equal    ${language}[result]    fi-FI
    Destroy Instance    owner
    Verify Text Visible    Storage    instance=guest

Context Options Apply
    Create Remote Instance    styled    timezone_id=Asia/Tokyo    user_agent=RemoteAtest/1.0
    ...    viewport={"width": 640, "height": 480}    color_scheme=dark    base_url=${URL}/
    ${page} =    Navigate    /index.html
    Should Be Equal    ${page}[url]    ${URL}/index.html
    ${seen} =    Evaluate JavaScript    () => [Intl.DateTimeFormat().resolvedOptions().timeZone, navigator.userAgent, innerWidth, matchMedia('(prefers-color-scheme: dark)').matches]
    Should Be Equal    ${seen}[result]    ${{ ["Asia/Tokyo", "RemoteAtest/1.0", 640, True] }}

Storage State And HAR Are Written Here
    ${har} =    Set Variable    ${OUTPUT DIR}/remote-recorded.har
    Remove File    ${har}
    Create Remote Instance    recorded    record_har_path=${har}
    Navigate    ${URL}/index.html
    ${state} =    Save Storage State
    File Should Exist    ${state}
    Destroy Instance    recorded
    ${recorded} =    Evaluate    json.load(open($har))
    ${urls} =    Set Variable    ${{ [entry['request']['url'] for entry in $recorded['log']['entries']] }}
    Should Contain    ${urls}    ${URL}/index.html

A Secret Token Goes With The Handshake
    VAR    ${token: Secret}    %{CAMOUFOX_ATEST_TOKEN=Bearer s3cret}
    ${headers} =    Create Dictionary    Authorization=${token}
    ${info} =    Create Remote Instance    tokened    connect_headers=${headers}    connect_timeout=1 min
    Should Be Equal    ${info}[engine]    remote

No Process Of A Remote Instance Is Ours
    Create Remote Instance
    ${ours} =    Pids Started By    ${{ os.getpid() }}
    Should Be Empty    ${ours}
    Destroy Instance
    Browser Server Should Be Running    ${ENDPOINT}

Launch Options Are Invalid With A Ws Endpoint
    Run Keyword And Expect Error
    ...    invalid_params: argument(s) engine, profile_dir are for a browser this library launches*
    ...    Create Instance    remote    ws_endpoint=${ENDPOINT}    engine=firefox    profile_dir=${TEMPDIR}/x
    Run Keyword And Expect Error    invalid_params: argument(s) connect_timeout need ws_endpoint
    ...    Create Instance    local    connect_timeout=1 min
    Run Keyword And Expect Error    invalid_params: argument 'ws_endpoint' must be the ws:// or wss:// URL*
    ...    Create Instance    remote    ws_endpoint=http://127.0.0.1:9222/
    VAR    @{servers}    ${ENDPOINT}    127.0.0.1:9222
    Run Keyword And Expect Error
    ...    invalid_params: argument 'ws_endpoint' entry 1 must be the ws:// or wss:// URL of a Playwright browser server, such as ws://127.0.0.1:9222/, got '127.0.0.1:9222'
    ...    Create Instance    remote    ws_endpoint=${servers}

Nothing Listening Fails At Once, Naming The Endpoint
    ${port} =    Free Port
    Run Keyword And Expect Error
    ...    browser_not_running: cannot connect to the browser server at ws://127.0.0.1:${port}/: nothing listens there*
    ...    Create Instance    remote    ws_endpoint=ws://127.0.0.1:${port}/

A Version Mismatch Is Refused
    ${headers} =    Create Dictionary    User-Agent=Playwright/1.10.0 (an old client)
    Run Keyword And Expect Error    browser_not_running:*Playwright version mismatch: the server runs*this client 1.10*
    ...    Create Instance    remote    ws_endpoint=${ENDPOINT}    connect_headers=${headers}

A Server That Cannot Launch Says Why
    ${safe} =    Start Browser Server    unsafe=${False}
    Run Keyword And Expect Error    browser_not_running:*the server could not start a browser:*without --unsafe*
    ...    Create Instance    remote    ws_endpoint=${safe}    connect_timeout=2 min
    [Teardown]    Run Keywords    Destroy Every Instance    AND    Stop Browser Server    ${safe}

A Killed Server Fails Every Instance In Its Browser
    ${doomed} =    Start Browser Server
    Create Instance    owner    ws_endpoint=${doomed}
    Create Instance    guest    browser_of=owner
    Navigate    ${URL}/index.html    instance=owner
    Kill Browser Server    ${doomed}
    Wait Until Keyword Succeeds    10s    0.1s
    ...    Run Keyword And Expect Error    browser_not_running:*the browser server at ${doomed} closed*    Snapshot    instance=owner
    Run Keyword And Expect Error    browser_not_running:*    Snapshot    instance=guest
    Destroy Instance    guest
    Destroy Instance    owner
    [Teardown]    Run Keywords    Destroy Every Instance    AND    Stop Browser Server    ${doomed}

A List Of Endpoints Connects Past A Dead Server
    [Documentation]    Each connect starts at a random entry; the dead one is retried past.
    ${port} =    Free Port
    VAR    @{servers}    ws://127.0.0.1:${port}/    ${ENDPOINT}
    FOR    ${round}    IN RANGE    4
        ${info} =    Create Instance    pooled    ws_endpoint=${servers}
        Should Be Equal    ${info}[ws_endpoint]    ${ENDPOINT}
        Navigate    ${URL}/index.html
        Destroy Instance    pooled
    END

A Full Fleet Fails At Once, Saying So
    ${one} =    Start Handshake Server    full
    ${two} =    Start Handshake Server    full
    VAR    @{fleet}    ${one}    ${two}
    Run Keyword And Expect Error
    ...    instance_limit_exceeded: the fleet at * is full: * it has no free connection (HTTP 503 Service Unavailable: camoufox-server full: 4 of 4 connections in use); the retry at *: the same; waited * s of connect_timeout (30 s)*
    ...    Create Instance    pooled    ws_endpoint=${fleet}
    FOR    ${server}    IN    ${one}    ${two}    # the first try, then the retry on the other
        ${tries} =    Handshake Server Connections    ${server}
        Should Be Equal As Integers    ${tries}    1
    END
    [Teardown]    Run Keywords    Destroy Every Instance    AND    Stop Handshake Servers

Instances On One Launch Server Share No Context
    ${pooled} =    Start Browser Server    launch=${True}
    Create Instance    first    ws_endpoint=${pooled}
    Navigate    ${URL}/storage-page.html
    Evaluate JavaScript    () => { document.cookie = "who=first; path=/" }
    ${info} =    Create Instance    second    ws_endpoint=${pooled}
    Should Be Empty    ${info}[shares_browser_with]
    Navigate    ${URL}/storage-page.html
    ${cookies} =    Get Cookies
    Should Be Empty    ${cookies}[cookies]
    ${cookies} =    Get Cookies    instance=first
    Length Should Be    ${cookies}[cookies]    1
    [Teardown]    Run Keywords    Destroy Every Instance    AND    Stop Browser Server    ${pooled}


*** Keywords ***
Start The Browser Server
    ${started} =    Start Browser Server
    VAR    ${ENDPOINT}    ${started}    scope=SUITE

Create Remote Instance
    [Arguments]    ${name}=remote    &{options}
    ${info} =    Create Instance    ${name}    ws_endpoint=${ENDPOINT}    &{options}
    RETURN    ${info}

Frame Count Should Be
    [Arguments]    ${count}
    ${frames} =    Frames
    Length Should Be    ${frames}[frames]    ${count}

Destroy Every Instance
    ${result} =    List Instances
    FOR    ${instance}    IN    @{result}[instances]
        Destroy Instance    ${instance}[instance]
    END
