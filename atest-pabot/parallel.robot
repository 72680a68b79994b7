*** Settings ***
Documentation     Run by atest-pabot/run.py under ``pabot --processes 2 --testlevelsplit``:
...               every test in a ``robot`` process of its own, two at a time. Each
...               process has its own instances (local, shared, and remote ones on the
...               run's one browser server); the "Profile Turn" tests take turns on one
...               profile_dir, which a process waits for while another holds it (the
...               journal shows the turns never overlap). Each process writes its pid,
...               so run.py can check that none left a browser behind.
Library           CamoufoxLibrary    timeout=30s    auto_close=test
Library           testsupport.server.FixtureServers
Library           OperatingSystem
Suite Setup       Start This Process
Suite Teardown    Stop Fixture Servers


*** Variables ***
${WS_ENDPOINT}    ${EMPTY}
${PROFILE}        ${TEMPDIR}/camoufox-pabot-profile
${JOURNAL}        ${TEMPDIR}/camoufox-pabot-journal.txt
${PIDS}           ${TEMPDIR}/camoufox-pabot-pids.txt


*** Test Cases ***
Local Instance Navigates And Verifies
    Create Instance
    Navigate    ${PAGES}/index.html
    Verify Text Visible    Welcome to the fixtures

Local Instance Types And Clicks
    Create Instance
    Navigate    ${PAGES}/form.html
    Type    id=full-name    Ada Lovelace
    Click    internal:role=button[name="Create account"i]
    Verify Text Visible    Full name: Ada Lovelace

Local Instance Opens Tabs
    Create Instance
    Tabs New    ${PAGES}/second.html
    ${tabs} =    Tabs List
    Length Should Be    ${tabs}[tabs]    2

Instances Sharing A Browser
    Create Instance    owner
    ${info} =    Create Instance    guest    browser_of=owner
    Should Be Equal    ${info}[shares_browser_with]    ${{ ["owner"] }}
    Navigate    ${PAGES}/second.html    instance=guest
    ${cookies} =    Get Cookies    instance=owner
    Should Be Empty    ${cookies}[cookies]

A Profile Of This Process's Own
    Create Instance    own    profile_dir=${TEMPDIR}/camoufox-pabot-own-${{ os.getpid() }}
    Navigate    ${PAGES}/index.html
    Destroy Instance    own
    Remove Directory    ${TEMPDIR}/camoufox-pabot-own-${{ os.getpid() }}    recursive=True

Remote Instance On The Run's Browser Server
    ${info} =    Create Instance    remote    ws_endpoint=${WS_ENDPOINT}
    Should Be Equal    ${info}[engine]    remote
    Navigate    ${PAGES}/index.html
    Verify Text Visible    Welcome to the fixtures

Another Remote Instance On The Same Server
    Create Instance    remote    ws_endpoint=${WS_ENDPOINT}
    Create Instance    guest    browser_of=remote
    Navigate    ${PAGES}/form.html    instance=guest
    ${snap} =    Snapshot    instance=guest
    Should Contain    ${snap}[snapshot]    Create your account

Profile Turn A
    Take A Turn On The Shared Profile

Profile Turn B
    Take A Turn On The Shared Profile

Profile Turn C
    Take A Turn On The Shared Profile


*** Keywords ***
Start This Process
    ${urls} =    Start Fixture Servers
    VAR    ${PAGES}    ${urls}[0]    scope=SUITE
    Append To File    ${PIDS}    ${{ os.getpid() }}\n

Take A Turn On The Shared Profile
    [Documentation]    Waits while another process holds ${PROFILE} (profile_dir_in_use),
    ...    then notes in ${JOURNAL} when its turn starts and ends.
    Wait Until Keyword Succeeds    2 min    0.2s
    ...    Create Instance    turn    profile_dir=${PROFILE}
    Append To File    ${JOURNAL}    start ${TEST NAME} ${{ os.getpid() }}\n
    Navigate    ${PAGES}/index.html
    Verify Text Visible    Welcome to the fixtures
    Append To File    ${JOURNAL}    end ${TEST NAME} ${{ os.getpid() }}\n
    Destroy Instance    turn
