*** Settings ***
Documentation     Create Instance, Destroy Instance, List Instances and Switch Instance:
...               named instances, the current instance, and the errors of each. Two
...               instances, main and second, live through the suite; tests start with
...               main as the current instance.
Resource          ../resources/common.resource
Library           ../resources/ProcessHelper.py
Library           Process
Suite Setup       Create Main And Second
Test Setup        Switch Instance    main
Test Teardown     Destroy Instances Except Main And Second


*** Test Cases ***
Create Instance Reports Engine, Version And Process
    ${info} =    Set Variable    ${SECOND INFO}
    Should Be Equal    ${info}[instance]    second
    Should Be Equal    ${info}[engine]    firefox
    Should Match Regexp    ${info}[browser_version]    ^\\d+\\.
    File Should Exist    ${info}[executable_path]
    Should Be True    ${info}[pid] > 0
    Should Be True    ${info}[running]
    Should Be True    ${info}[headless]
    Should Not Be True    ${info}[persistent]
    Should Be Equal    ${info}[profile_dir]    ${None}
    Should Be Equal As Integers    ${info}[page_count]    1
    Should Start With    ${info}[selected_page_id]    page-

Instance Name Defaults To Main
    Run Keyword And Expect Error    instance_already_exists:*'main'*    Create Instance

List Instances Shows Every Running Instance And The Cap
    ${result} =    List Instances
    ${names} =    Instance Names    ${result}
    Should Be Equal    ${names}    ${{ ["main", "second"] }}
    Should Be Equal As Integers    ${result}[max_instances]    5
    ${second} =    Set Variable    ${result}[instances][1]
    Should Be Equal    ${second}[engine]    firefox
    Should Be Equal    ${second}[pid]    ${SECOND INFO}[pid]
    Should Be True    ${second}[running]

Last Created Instance Is Current, Until It Is Destroyed
    Create Instance    third
    Navigate    ${URL}/second.html
    ${snap} =    Snapshot
    Should Be Equal    ${snap}[title]    Second Page
    ${main} =    Snapshot    instance=main
    Should Not Be Equal    ${main}[url]    ${URL}/second.html
    # Destroying the current instance makes the latest remaining one current.
    Destroy Instance
    ${snap} =    Snapshot
    Should Be Equal    ${snap}[page_id]    ${SECOND INFO}[selected_page_id]

Switch Instance Changes The Current Instance And Returns The Previous One
    ${previous} =    Switch Instance    second
    Should Be Equal    ${previous}    main
    Open Test Page    second.html
    ${snap} =    Snapshot    instance=main
    Should Not Be Equal    ${snap}[title]    Second Page
    ${previous} =    Switch Instance    main
    Should Be Equal    ${previous}    second
    ${snap} =    Snapshot
    Should Be Equal    ${snap}[page_id]    ${MAIN INFO}[selected_page_id]

Destroy Instance Ends The Browser Processes And The Name Can Be Used Again
    ${info} =    Create Instance    doomed
    ${tag} =    Tag Of Process    ${info}[pid]
    ${pids} =    Tagged Pids    ${tag}
    Should Contain    ${pids}    ${info}[pid]
    ${result} =    Destroy Instance    doomed
    Should Be Equal    ${result}    ${{ {"instance": "doomed", "destroyed": True} }}
    Wait Until No Process Is Tagged    ${tag}
    ${result} =    List Instances
    ${names} =    Instance Names    ${result}
    Should Not Contain    ${names}    doomed
    ${again} =    Create Instance    doomed
    Should Not Be Equal    ${again}[pid]    ${info}[pid]

Persistent Profile Is Reported And Locked
    ${profile} =    Set Variable    ${TEMPDIR}/camoufox-atest-profile-${SUITE NAME}
    Remove Directory    ${profile}    recursive=True
    ${info} =    Create Instance    persistent    profile_dir=${profile}
    Should Be True    ${info}[persistent]
    Should Be Equal    ${info}[profile_dir]    ${{ str(pathlib.Path($profile).resolve()) }}
    Directory Should Exist    ${profile}
    Run Keyword And Expect Error    profile_dir_in_use:*persistent*
    ...    Create Instance    rival    profile_dir=${profile}
    ${result} =    List Instances
    ${names} =    Instance Names    ${result}
    Should Not Contain    ${names}    rival
    Destroy Instance    persistent
    ${info} =    Create Instance    successor    profile_dir=${profile}
    Should Be True    ${info}[persistent]
    [Teardown]    Run Keywords    Destroy Instances Except Main And Second
    ...    AND    Remove Directory    ${profile}    recursive=True

Profile Held By Another Firefox Process
    [Documentation]    A Firefox started outside the library locks the profile folder.
    ${profile} =    Set Variable    ${TEMPDIR}/camoufox-atest-foreign-profile-${{ uuid.uuid4().hex[:8] }}
    Create Directory    ${profile}
    ${firefox} =    Start Process    firefox    --headless    --no-remote    --profile    ${profile}
    ...    about:blank    stdout=DEVNULL    stderr=DEVNULL
    Wait Until Keyword Succeeds    30s    0.2s    File Should Exist    ${profile}/.parentlock
    Run Keyword And Expect Error
    ...    profile_dir_in_use: profile_dir '*' is in use by another browser process; close that browser or use another profile_dir
    ...    Create Instance    rival    profile_dir=${profile}
    ${result} =    List Instances
    ${names} =    Instance Names    ${result}
    Should Not Contain    ${names}    rival
    [Teardown]    Run Keywords    Terminate Process    ${firefox}    kill=True
    ...    AND    Remove Directory    ${profile}    recursive=True

Errors Of Missing Instances
    Run Keyword And Expect Error    instance_not_found:*'nope'*    Destroy Instance    nope
    Run Keyword And Expect Error    instance_not_found:*'nope'*    Switch Instance    nope
    Run Keyword And Expect Error    instance_not_found:*'nope'*    Navigate    ${URL}/index.html
    ...    instance=nope
    Run Keyword And Expect Error    instance_not_found:*'nope'*    Snapshot    instance=nope

Instance That Already Exists
    Run Keyword And Expect Error
    ...    instance_already_exists: instance 'main' already exists; destroy it first or pick another name
    ...    Create Instance    main

Camoufox Options Are Rejected On Firefox
    Run Keyword And Expect Error    invalid_params: option(s) os work only with engine 'camoufox'*
    ...    Create Instance    fake-windows    engine=firefox    os=windows
    Run Keyword And Expect Error    invalid_params: option(s) block_images work only with engine 'camoufox'*
    ...    Create Instance    fake-windows    engine=firefox    block_images=True
    ${result} =    List Instances
    ${names} =    Instance Names    ${result}
    Should Not Contain    ${names}    fake-windows

Bad Arguments Of Create Instance
    Run Keyword And Expect Error    invalid_params:*instance*    Create Instance    ${SPACE}
    Run Keyword And Expect Error    *'engine'*'chrome'*'auto', 'camoufox', 'firefox' or 'playwright-firefox'*
    ...    Create Instance    x    engine=chrome
    Run Keyword And Expect Error    invalid_params:*window*
    ...    Create Instance    x    window=${{ [0, 600] }}

Missing Browser Binary
    Run Keyword And Expect Error    binary_not_found:*/nonexistent/firefox*
    ...    Create Instance    nobinary    executable_path=/nonexistent/firefox
    Run Keyword And Expect Error    binary_not_found:*
    ...    Create Instance    nobinary    engine=playwright-firefox
    Run Keyword And Expect Error    binary_not_found:*camoufox fetch*
    ...    Create Instance    nobinary    engine=camoufox
    ${result} =    List Instances
    ${names} =    Instance Names    ${result}
    Should Not Contain    ${names}    nobinary


*** Keywords ***
Instance Names
    [Arguments]    ${result}
    RETURN    ${{ [i['instance'] for i in $result['instances']] }}

Create Main And Second
    ${main} =    Create Instance    main
    Set Suite Variable    ${MAIN INFO}    ${main}
    ${second} =    Create Instance    second
    Set Suite Variable    ${SECOND INFO}    ${second}

Destroy Instances Except Main And Second
    ${result} =    List Instances
    FOR    ${info}    IN    @{result}[instances]
        IF    $info['instance'] not in ('main', 'second')
            Destroy Instance    ${info}[instance]
        END
    END
