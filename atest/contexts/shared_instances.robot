*** Settings ***
Documentation     Instances that share a browser: a new context of another instance's
...               browser process, with cookies, storage, pages and logs of its own; the
...               process ends with the last instance in it.
Resource          ../resources/common.resource
Resource          ../resources/nested.resource
Test Teardown     Destroy Every Instance


*** Test Cases ***
Instances Sharing A Browser Keep Their Own State
    Create Instance    owner
    Navigate    ${URL}/storage-page.html
    Evaluate JavaScript    () => { document.cookie = "who=owner; path=/"; localStorage.setItem("who", "owner"); sessionStorage.setItem("who", "owner") }
    Tabs New    ${URL}/second.html
    ${info} =    Create Instance    worker    browser_of=owner
    Should Be Equal    ${info}[shares_browser_with]    ${{ ["owner"] }}
    Navigate    ${URL}/storage-page.html
    ${cookies} =    Get Cookies
    Should Be Empty    ${cookies}[cookies]
    ${storage} =    Get Local Storage
    Should Be Empty    ${storage}[items]
    ${session} =    Evaluate JavaScript    sessionStorage.getItem("who")
    Should Be Equal    ${session}[result]    ${None}
    ${tabs} =    Tabs List
    Length Should Be    ${tabs}[tabs]    1
    ${owner_tabs} =    Tabs List    instance=owner
    Length Should Be    ${owner_tabs}[tabs]    2

List Instances Shows Who Shares A Browser
    ${owner} =    Create Instance    owner
    Create Instance    worker    browser_of=owner
    Create Instance    other
    ${result} =    List Instances
    ${sharing} =    Set Variable    ${{ {i['instance']: i['shares_browser_with'] for i in $result['instances']} }}
    Should Be Equal    ${sharing}    ${{ {"owner": ["worker"], "worker": ["owner"], "other": []} }}
    ${pids} =    Set Variable    ${{ {i['instance']: i['pid'] for i in $result['instances']} }}
    Should Be Equal    ${pids}[worker]    ${owner}[pid]

The Browser Ends With The Last Instance In It
    ${owner} =    Create Instance    owner
    Create Instance    worker    browser_of=owner
    Destroy Instance    owner
    Pid Should Be Running    ${owner}[pid]
    ${page} =    Navigate    ${URL}/index.html    instance=worker
    Should Be Equal    ${page}[title]    Fixture Home
    Destroy Instance    worker
    Wait Until Keyword Succeeds    10s    0.2s    Pid Should Be Gone    ${owner}[pid]

A Killed Shared Browser Fails Every Instance In It
    ${owner} =    Create Instance    owner
    Create Instance    worker    browser_of=owner
    Kill Process Hard    ${owner}[pid]
    Wait Until Keyword Succeeds    10s    0.2s
    ...    Run Keyword And Expect Error    browser_not_running:*    Navigate    ${URL}/index.html    instance=owner
    Run Keyword And Expect Error    browser_not_running:*    Navigate    ${URL}/index.html    instance=worker
    Run Keyword And Expect Error    browser_not_running:*    Create Instance    late    browser_of=owner

Launch Options Stay The Shared Browser's
    Create Instance    owner
    Run Keyword And Expect Error    invalid_params: argument(s) engine, headless are for an instance with a browser of its own*
    ...    Create Instance    worker    browser_of=owner    engine=firefox    headless=True
    Run Keyword And Expect Error    instance_not_found:*    Create Instance    worker    browser_of=nobody

A Persistent Instance's Browser Cannot Be Shared
    Create Instance    persistent    profile_dir=${TEMPDIR}/camoufox-atest-shared-profile-${{ uuid.uuid4().hex[:8] }}
    Run Keyword And Expect Error    invalid_params: argument 'browser_of': instance 'persistent' runs on a persistent profile_dir*
    ...    Create Instance    worker    browser_of=persistent

Auto Close Test Gives Each Test A Fresh Shared Instance
    ${folder} =    Write Nested Run    auto-close-shared    auto_close_shared
    ${result}    ${pid} =    Run Nested Robot    ${folder}
    Should Be Equal As Integers    ${result.rc}    0    ${result.stdout}
    Should Contain    ${result.stdout}    2 tests, 2 passed, 0 failed
    [Teardown]    Remove Nested Run


*** Keywords ***
Destroy Every Instance
    ${result} =    List Instances
    FOR    ${instance}    IN    @{result}[instances]
        Destroy Instance    ${instance}[instance]
    END
