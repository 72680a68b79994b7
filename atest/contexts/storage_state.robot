*** Settings ***
Documentation     Log in once: Save Storage State writes cookies, localStorage and
...               IndexedDB to a file; Create Instance storage_state=<file> starts an
...               instance with them.
Resource          ../resources/common.resource
Test Teardown     Destroy Every Instance


*** Test Cases ***
A Saved State Starts The Next Instance Logged In
    Create Instance    first
    Open Test Page    login.html
    Type    id=user    ada
    Click    id=sign-in
    Wait For    text=Signed in as ada
    Verify Text Visible    Visits stored: 1
    ${state} =    Save Storage State
    Should Be Equal    ${state}    ${OUTPUT DIR}${/}storage-state-first.json
    ${saved} =    Evaluate    json.load(open($state))
    Length Should Be    ${saved}[cookies]    1
    Create Instance    second    storage_state=${state}
    Open Test Page    login.html
    Wait For    text=Signed in as ada
    Verify Text Visible    Visits stored: 1
    Create Instance    shared    browser_of=first    storage_state=${state}
    Open Test Page    login.html
    Wait For    text=Signed in as ada
    Create Instance    fresh    browser_of=first
    Open Test Page    login.html
    Verify Text Visible    Not signed in

A Running Instance Switches Its Signed-In User
    Create Instance    switching
    Open Test Page    login.html
    ${nobody} =    Save Storage State    file_path=storage-state-nobody.json
    Type    id=user    ada
    Click    id=sign-in
    Wait For    text=Signed in as ada
    ${ada} =    Save Storage State    file_path=storage-state-ada.json
    ${set} =    Set Storage State    ${nobody}
    Should Be Equal    ${set}[path]    ${nobody}
    Should Be Equal As Integers    ${set}[cookies]    0
    Reload
    Verify Text Visible    Not signed in
    ${set} =    Set Storage State    ${ada}
    Should Be Equal As Integers    ${set}[cookies]    1
    Reload
    Wait For    text=Signed in as ada
    Verify Text Visible    Visits stored: 1
    ${result} =    List Instances
    Length Should Be    ${result}[instances]    1    msg=the same instance, no new context

A Bad State File For A Running Instance Names What Is Wrong
    Create Instance    switching
    Run Keyword And Expect Error    invalid_params: argument 'storage_state': file '${TEMPDIR}/no-such-state.json' does not exist
    ...    Set Storage State    ${TEMPDIR}/no-such-state.json
    ${file} =    Normalize Path    ${TEMPDIR}/camoufox-bad-entry.json
    Create File    ${file}    {"cookies": [{"name": "sid", "value": "x"}], "origins": []}
    Run Keyword And Expect Error    EQUALS:invalid_params: argument 'storage_state': in '${file}', cookies[0] needs a 'url', or a 'domain' and a 'path'
    ...    Set Storage State    ${file}

A State File Goes Where It Is Asked
    Create Instance    first
    Open Test Page    login.html
    ${state} =    Save Storage State    file_path=states/atest.json
    Should Be Equal    ${state}    ${OUTPUT DIR}${/}states${/}atest.json
    [Setup]    Create Directory    ${OUTPUT DIR}/states

A State File Never Leads Out Of The Output Directory
    Create Instance    first
    Evaluate    os.symlink($TEMPDIR, $OUTPUT_DIR + '/states/out') if not os.path.lexists($OUTPUT_DIR + '/states/out') else None
    Run Keyword And Expect Error    invalid_params: argument 'file_path': '../escape.json' leads out of *
    ...    Save Storage State    file_path=../escape.json
    Run Keyword And Expect Error    invalid_params: argument 'file_path': 'states/out/escape.json' leads out of *
    ...    Save Storage State    file_path=states/out/escape.json
    File Should Not Exist    ${OUTPUT DIR}/../escape.json
    File Should Not Exist    ${TEMPDIR}/escape.json
    [Setup]    Create Directory    ${OUTPUT DIR}/states
    [Teardown]    Run Keywords    Destroy Every Instance    AND    Evaluate    os.unlink($OUTPUT_DIR + '/states/out')

A Bad State File Names What Is Wrong
    Run Keyword And Expect Error    invalid_params: argument 'storage_state': file '${TEMPDIR}/no-such-state.json' does not exist
    ...    Create Instance    bad    storage_state=${TEMPDIR}/no-such-state.json
    Create File    ${TEMPDIR}/camoufox-not-json.json    this is not json
    Run Keyword And Expect Error    invalid_params: argument 'storage_state': '*camoufox-not-json.json' is not a JSON file*
    ...    Create Instance    bad    storage_state=${TEMPDIR}/camoufox-not-json.json
    Create File    ${TEMPDIR}/camoufox-bad-state.json    []
    Run Keyword And Expect Error    invalid_params: argument 'storage_state': *must hold an object with a 'cookies' list*
    ...    Create Instance    bad    storage_state=${TEMPDIR}/camoufox-bad-state.json
    Create Instance    saver
    Run Keyword And Expect Error    invalid_params: file_path's folder*does not exist
    ...    Save Storage State    file_path=${TEMPDIR}/no-such-folder/state.json
    Run Keyword And Expect Error    invalid_params: argument 'storage_state' needs a fresh context*
    ...    Create Instance    persistent    profile_dir=${TEMPDIR}/camoufox-state-profile    storage_state=${OUTPUT DIR}/storage-state-first.json


A Bad Entry Names The File, The Entry And The Field
    ${file} =    Normalize Path    ${TEMPDIR}/camoufox-bad-entry.json
    Create File    ${file}    {"cookies": [{"name": 5, "value": "x", "domain": "127.0.0.1", "path": "/"}], "origins": []}
    Run Keyword And Expect Error    EQUALS:invalid_params: argument 'storage_state': in '${file}', cookies[0].name must be a string, got a number (5)
    ...    Create Instance    bad    storage_state=${file}
    Create File    ${file}    {"cookies": [{"name": "sid", "value": "x"}], "origins": []}
    Run Keyword And Expect Error    EQUALS:invalid_params: argument 'storage_state': in '${file}', cookies[0] needs a 'url', or a 'domain' and a 'path'
    ...    Create Instance    bad    storage_state=${file}
    Create Instance    owner
    Create File    ${file}    {"cookies": [], "origins": [{"origin": "http://127.0.0.1", "localStorage": {"k": "v"}}]}
    Run Keyword And Expect Error    EQUALS:invalid_params: argument 'storage_state': in '${file}', origins[0].localStorage must be a list, got an object
    ...    Create Instance    bad    browser_of=owner    storage_state=${file}
    ${result} =    List Instances
    Length Should Be    ${result}[instances]    1


*** Keywords ***
Destroy Every Instance
    ${result} =    List Instances
    FOR    ${instance}    IN    @{result}[instances]
        Destroy Instance    ${instance}[instance]
    END
